/** The outbox `kind` of each notification mail; statistics count these. */
export const NOTIFICATION_MAIL_KINDS = [
  'new-portions',
  'portion-digest',
  'pickup-reminder',
  'waitlist-promotion',
  'waitlist-passed-over',
  'reservation-change',
];
