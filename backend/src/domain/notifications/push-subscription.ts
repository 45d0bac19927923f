import { randomUUID } from 'node:crypto';
import { InvalidInputError } from '../shared/domain-error.js';

/** One browser or device of a user that accepts web push (the Push API's PushSubscription). */
export interface PushSubscription {
  id: string;
  userId: string;
  tenantId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
}

export function newPushSubscription(
  input: { userId: string; tenantId: string; endpoint: string; p256dh: string; auth: string },
  now: Date,
): PushSubscription {
  let url: URL | null;
  try {
    url = new URL(input.endpoint);
  } catch {
    url = null;
  }
  // Push services are always reached over TLS; anything else is not a push subscription.
  if (url?.protocol !== 'https:') throw InvalidInputError.field('endpoint', 'invalid_url', 'endpoint must be an https URL');
  return { id: randomUUID(), ...input, createdAt: now };
}
