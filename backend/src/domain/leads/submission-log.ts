/**
 * Accepted public submissions per source, kept only as long as the rate-limit window needs.
 * The adapter stores a keyed hash of the source, never the address itself.
 */
export abstract class SubmissionLog {
  /** Serialises submissions from this source until the unit of work ends; returns their times since `since`, oldest first. */
  abstract lockRecent(source: string, since: Date): Promise<Date[]>;
  /** Records a submission and forgets every submission, of any source, before `forgetBefore`. */
  abstract record(source: string, at: Date, forgetBefore: Date): Promise<void>;
}
