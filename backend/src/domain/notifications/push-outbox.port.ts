/** What a push notification shows; the service worker turns it into a notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened on a click. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

export interface PushMessage {
  userId: string;
  kind: 'new-portion' | 'portion-digest' | 'pickup-reminder' | 'waitlist-promotion' | 'waitlist-passed-over' | 'reservation-change';
  payload: PushPayload;
  /** Push services may replace a waiting message with a newer one of the same topic (at most 32 URL-safe characters). */
  topic: string;
  /** After this the message is worthless (the portion is gone): it sets the push TTL. */
  expiresAt: Date;
}

/**
 * Queues a push to each of the user's devices in the current unit of work, like MailOutbox: the outbox worker
 * delivers it after the commit, with the outbox's retry rule.
 */
export abstract class PushOutbox {
  abstract enqueue(message: PushMessage): Promise<void>;
}
