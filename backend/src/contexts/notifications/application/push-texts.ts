import type { DueReminder, PortionNotice } from '../domain/notification-audience.js';
import type { PushMessage } from '../domain/push-outbox.port.js';
import { allergenText, endTime, porties } from './mails/dutch-format.js';
import { REMINDER_SUBJECT } from './mails/pickup-reminder.mail.js';

/** Push topics are at most 32 URL-safe characters: a UUID without its dashes. */
const topicOf = (id: string) => id.replace(/-/g, '');

export function newPortionPush(userId: string, portion: PortionNotice, now: Date): PushMessage {
  return {
    userId,
    kind: 'new-portion',
    payload: {
      title: `Nieuwe portie: ${portion.title}`,
      body: `${portion.locationName} · nog ${portion.availableQuantity} · tot ${endTime(portion.availableUntil, now)} · ${allergenText(portion)}`,
      url: '/dashboard',
      tag: `portion-${portion.id}`,
    },
    topic: topicOf(portion.id),
    expiresAt: portion.availableUntil,
  };
}

export function digestPush(userId: string, portions: PortionNotice[]): PushMessage {
  return {
    userId,
    kind: 'portion-digest',
    payload: {
      title: `Dagoverzicht: ${porties(portions.length)} beschikbaar`,
      body: portions.map((portion) => `${portion.title} (${portion.locationName}; ${allergenText(portion)})`).join(', '),
      url: '/dashboard',
      tag: 'portion-digest',
    },
    topic: 'portion-digest',
    expiresAt: new Date(Math.max(...portions.map((portion) => portion.availableUntil.getTime()))),
  };
}

export function reminderPush(reminder: DueReminder, now: Date): PushMessage {
  return {
    userId: reminder.userId,
    kind: 'pickup-reminder',
    payload: {
      title: REMINDER_SUBJECT,
      body: `${reminder.portionTitle} bij ${reminder.locationName}, op te halen tot ${endTime(reminder.availableUntil, now)} (${allergenText(reminder)}) · code ${reminder.pickupCode}`,
      url: '/dashboard',
      tag: `reminder-${reminder.reservationId}`,
    },
    topic: topicOf(reminder.reservationId),
    expiresAt: reminder.availableUntil,
  };
}
