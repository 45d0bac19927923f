/** Decides whether the server may connect to an address that a user gave it (a push service, a webhook). */
export abstract class OutboundTargets {
  /** Why the server must not connect to `url`, or null when it may. */
  abstract refusal(url: string): Promise<string | null>;
}
