import { Injectable } from '@nestjs/common';
import { NotificationAudience, type Recipient } from '../../domain/notifications/notification-audience.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { addSent, noneSent, type SentCount } from './sent-count.js';

/**
 * The claim loops the notification jobs share. Each message is queued in the same unit of work as the bookkeeping
 * that claims it, so that it goes out once, also with several instances and across restarts.
 */
@Injectable()
export class NotificationRun {
  constructor(
    private readonly audience: NotificationAudience,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Handles every user who chose `mode`, each in their own unit of work under the lock of their preferences row,
   * so that two instances never handle one user at once. A user who no longer qualifies is passed over.
   */
  async perRecipient(mode: 'instant' | 'digest', handle: (recipient: Recipient) => Promise<SentCount>): Promise<SentCount> {
    const total = noneSent();
    for (const userId of await this.audience.usersChoosing(mode)) {
      const sent = await this.unitOfWork.run(async () => {
        const recipient = await this.audience.lockRecipient(userId, mode);
        return recipient ? handle(recipient) : noneSent();
      });
      addSent(total, sent);
    }
    return total;
  }

  /** Claims and handles due items batch by batch, each batch in one unit of work, until a claim comes back short. */
  async inBatches<Item>(
    size: number,
    claim: (limit: number) => Promise<Item[]>,
    handle: (item: Item) => Promise<SentCount>,
  ): Promise<SentCount> {
    const total = noneSent();
    for (let claimed = size; claimed === size;) {
      claimed = await this.unitOfWork.run(async () => {
        const items = await claim(size);
        for (const item of items) addSent(total, await handle(item));
        return items.length;
      });
    }
    return total;
  }
}
