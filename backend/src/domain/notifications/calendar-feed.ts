import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../shared/language.js';
import { NotFoundError, RateLimitedError } from '../shared/domain-error.js';
import { RecordsEvents } from '../shared/recorded-event.js';
import type { AllergenNotice } from './notification-audience.js';

/**
 * A person's private calendar feed: whoever holds its address sees their open reservations, without logging in.
 * One per person; renewing it gives a new token and ends the old one. Only a hash of the token is stored.
 */

/** 32 random bytes in base64url without padding: 256 bits, so an address cannot be guessed. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function generateCalendarToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Tokens are long and random, so a plain SHA-256 is enough to store them (no password stretching needed). */
export function hashCalendarToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether the text could be a token at all; anything else is not looked up. */
export function isWellFormedCalendarToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** The path a calendar app fetches, under the API. */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** How long a reservation that was never collected stays in the feed after its portion ended: the week's history. */
export const CALENDAR_PAST_DAYS = 7;

/** The person a live feed belongs to. */
export interface CalendarFeedOwner {
  tenantId: string;
  userId: string;
  language: Language;
}

/** An open reservation as the feed lists it. */
export interface CalendarReservation extends AllergenNotice {
  reservationId: string;
  quantity: number;
  portionTitle: string;
  locationName: string;
  /** A portion can be collected from the moment it is reserved: the portions have no separate pick-up start. */
  reservedAt: Date;
  availableUntil: Date;
  pickupCode: string;
}

/** A person's feed was made (the first address) or renewed (a new address that ends the old one); audited. */
export interface CalendarFeedEvent {
  type: 'calendar_feed.created' | 'calendar_feed.renewed';
  tenantId: string;
  at: Date;
  userId: string;
}

/** The feed of one person: only the hash of its address's token, and since when that address exists. */
export class CalendarFeedAddress extends RecordsEvents<CalendarFeedEvent> {
  private constructor(
    readonly owner: { tenantId: string; userId: string },
    readonly tokenHash: string,
    readonly createdAt: Date,
  ) {
    super();
  }

  /** A new address for the person; `previous` is when the address it ends was made, null for their first. */
  static issue(owner: { tenantId: string; userId: string }, tokenHash: string, now: Date, previous: Date | null): CalendarFeedAddress {
    const feed = new CalendarFeedAddress(owner, tokenHash, now);
    feed.record({
      type: previous ? 'calendar_feed.renewed' : 'calendar_feed.created',
      tenantId: owner.tenantId,
      at: now,
      userId: owner.userId,
    });
    return feed;
  }
}

/** Every method runs in the caller's unit of work. */
export abstract class CalendarFeedRepository {
  /** When the person's current address was made; null when they have none. */
  abstract createdAt(owner: { tenantId: string; userId: string }): Promise<Date | null>;
  /** Gives the person this feed, ending the one they had. */
  abstract save(feed: CalendarFeedAddress): Promise<void>;
  /** The owner of a feed, while they and their tenant are active; null otherwise. */
  abstract findOwner(tokenHash: string): Promise<CalendarFeedOwner | null>;
  /**
   * The person's reservations that are still to be collected ('reserved') on portions of active locations that end
   * after `since`, soonest first.
   */
  abstract openReservations(owner: CalendarFeedOwner, since: Date): Promise<CalendarReservation[]>;
}

/** The same answer for a malformed, guessed or renewed token, and for a deactivated person or tenant. */
export class CalendarFeedUnknownError extends NotFoundError {
  constructor() {
    super('calendar_feed_unknown', 'This calendar address is unknown or was renewed; copy the new one from Portiepunt.');
  }
}

export class TooManyCalendarLookupsError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(
      'too_many_calendar_lookups',
      `Too many unknown calendar addresses from this address; try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    );
  }
}
