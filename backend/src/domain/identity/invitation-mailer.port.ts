import type { User } from './user.js';

/** Port, bound by the accounts context: mails a new user a link to choose their password, inside the caller's unit of work. */
export abstract class InvitationMailer {
  /** Returns the link. */
  abstract mailInvitation(user: User): Promise<string>;
}
