import type { OutboundEmail } from './outbound-email.js';

/**
 * Queues a mail in the current unit of work: call it inside `unitOfWork.run(...)` so that the mail
 * commits or rolls back together with the change that causes it. A worker sends it after the commit.
 */
export abstract class MailOutbox {
  abstract enqueue(email: OutboundEmail): Promise<void>;
}
