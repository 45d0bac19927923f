import type { Language } from '../../domain/shared/language.js';
import type { DueReminder, PortionNotice, WaitingPerson } from '../../domain/notifications/notification-audience.js';
import type { PushMessage } from '../../domain/notifications/push-outbox.port.js';
import type { ReservationNotice } from '../../domain/reservations/index.js';
import { allergenText, endTime } from './mails/notification-format.js';
import { changeLines, changesSinceReservedLines } from './mails/reservation-change.mail.js';
import { notificationTexts } from './notification.texts.js';

/** Push topics are at most 32 URL-safe characters: a UUID without its dashes. */
const topicOf = (id: string) => id.replace(/-/g, '');

/** A push says what its mail says, shorter, in the recipient's language. */
export function newPortionPush(userId: string, language: Language, portion: PortionNotice, now: Date): PushMessage {
  const t = notificationTexts(language);
  return {
    userId,
    kind: 'new-portion',
    payload: {
      title: t('push.newPortionTitle', { title: portion.title }),
      body: t('push.newPortionBody', {
        location: portion.locationName,
        available: portion.availableQuantity,
        until: endTime(language, portion.availableUntil, now),
        allergens: allergenText(language, portion),
      }),
      url: '/dashboard',
      tag: `portion-${portion.id}`,
    },
    topic: topicOf(portion.id),
    expiresAt: portion.availableUntil,
  };
}

export function digestPush(userId: string, language: Language, portions: PortionNotice[]): PushMessage {
  const t = notificationTexts(language);
  return {
    userId,
    kind: 'portion-digest',
    payload: {
      title: t('digest.subject', { count: portions.length }),
      body: portions
        .map((portion) =>
          t('push.digestItem', { title: portion.title, location: portion.locationName, allergens: allergenText(language, portion) }),
        )
        .join(', '),
      url: '/dashboard',
      tag: 'portion-digest',
    },
    topic: 'portion-digest',
    expiresAt: new Date(Math.max(...portions.map((portion) => portion.availableUntil.getTime()))),
  };
}

export function reminderPush(reminder: DueReminder, now: Date): PushMessage {
  const t = notificationTexts(reminder.language);
  return {
    userId: reminder.userId,
    kind: 'pickup-reminder',
    payload: {
      title: t('reminder.subject'),
      // The allergens now are in the body already; a change since reserving adds what was added and removed.
      body: [
        pickupBody(reminder, now),
        ...(reminder.changesSinceReserved
          ? changesSinceReservedLines(reminder.language, reminder, reminder.changesSinceReserved).slice(0, -1)
          : []),
      ].join(' '),
      url: '/dashboard',
      tag: `reminder-${reminder.reservationId}`,
    },
    topic: topicOf(reminder.reservationId),
    expiresAt: reminder.availableUntil,
  };
}

export function waitlistPromotionPush(notice: DueReminder, now: Date): PushMessage {
  const t = notificationTexts(notice.language);
  return {
    userId: notice.userId,
    kind: 'waitlist-promotion',
    payload: {
      title: t('promotion.subject'),
      body: pickupBody(notice, now),
      url: '/dashboard',
      tag: `promotion-${notice.reservationId}`,
    },
    topic: topicOf(notice.reservationId),
    expiresAt: notice.availableUntil,
  };
}

export function waitlistPassedOverPush(person: WaitingPerson, portionId: string, now: Date): PushMessage {
  const t = notificationTexts(person.language);
  return {
    userId: person.userId,
    kind: 'waitlist-passed-over',
    payload: {
      title: t('passedOver.subject', { title: person.portionTitle }),
      body: [
        t('passedOver.why', { title: person.portionTitle, location: person.locationName }),
        t('passedOver.turn', { until: endTime(person.language, person.availableUntil, now) }),
      ].join(' '),
      url: '/dashboard',
      tag: `passed-over-${portionId}`,
    },
    topic: topicOf(portionId),
    expiresAt: person.availableUntil,
  };
}

/** What, where, until when and with which code: the body of a reminder and of a waiting-list promotion. */
function pickupBody(notice: DueReminder, now: Date): string {
  const { language } = notice;
  return notificationTexts(language)('push.pickupBody', {
    title: notice.portionTitle,
    location: notice.locationName,
    until: endTime(language, notice.availableUntil, now),
    allergens: allergenText(language, notice),
    code: notice.pickupCode,
  });
}

export function reservationChangePush(notice: DueReminder, change: ReservationNotice): PushMessage {
  const t = notificationTexts(notice.language);
  const [, ...details] = changeLines(notice.language, notice, change);
  return {
    userId: notice.userId,
    kind: 'reservation-change',
    payload: {
      title: t(change.kind === 'withdrawn' ? 'change.pushWithdrawnTitle' : 'change.pushAllergensTitle', { title: notice.portionTitle }),
      body: details.join(' '),
      url: '/dashboard',
      tag: `change-${notice.reservationId}`,
    },
    topic: topicOf(notice.reservationId),
    expiresAt: notice.availableUntil,
  };
}
