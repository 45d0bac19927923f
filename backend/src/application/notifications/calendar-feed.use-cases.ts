import { Injectable } from '@nestjs/common';
import {
  CALENDAR_PAST_DAYS,
  CalendarFeedAddress,
  CalendarFeedRepository,
  CalendarFeedUnknownError,
  TooManyCalendarLookupsError,
  calendarFeedPath,
  generateCalendarToken,
  hashCalendarToken,
  isWellFormedCalendarToken,
} from '../../domain/notifications/calendar-feed.js';
import { CALENDAR_LOOKUPS_PER_IP, ThrottleStore } from '../../domain/security/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { allergenText } from './mails/notification-format.js';
import { notificationTexts } from './notification.texts.js';
import { tenantOf } from './tenant-of.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One entry of a calendar, its texts in the owner's language; the HTTP layer writes it as iCalendar. */
export interface CalendarEntry {
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
}

export interface CalendarFeed {
  name: string;
  entries: CalendarEntry[];
}

/** Gives the signed-in person a new private feed address; the one they had stops working at once. Audited (created or renewed). */
@Injectable()
export class RenewCalendarFeedUseCase {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly links: AppLinks,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(actor: Actor): Promise<{ url: string }> {
    const owner = { tenantId: tenantOf(actor), userId: actor.userId };
    const token = generateCalendarToken();
    await this.unitOfWork.run(async () => {
      const previous = await this.feeds.createdAt(owner);
      await this.feeds.save(CalendarFeedAddress.issue(owner, hashCalendarToken(token), this.clock.now(), previous));
    });
    // Calendar apps subscribe to webcal:// addresses (it is https underneath); a plain link would download the file once.
    return { url: this.links.to(calendarFeedPath(token)).replace(/^https?:/, 'webcal:') };
  }
}

/**
 * A feed's open reservations, each from the moment it was reserved until its portion ends. A lookup that finds no
 * feed counts against the client's IP, and past the limit answers 429 instead of 404.
 */
@Injectable()
export class GetCalendarFeedQuery {
  constructor(
    private readonly feeds: CalendarFeedRepository,
    private readonly throttle: ThrottleStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: string, ip: string): Promise<CalendarFeed> {
    const now = this.clock.now();
    const owner = isWellFormedCalendarToken(token) ? await this.feeds.findOwner(hashCalendarToken(token)) : null;
    if (!owner) {
      const decision = await this.throttle.take(`calendar-ip:${ip}`, CALENDAR_LOOKUPS_PER_IP, now);
      if (!decision.allowed) throw new TooManyCalendarLookupsError(decision.retryAfterSeconds);
      throw new CalendarFeedUnknownError();
    }
    const t = notificationTexts(owner.language);
    const reservations = await this.feeds.openReservations(owner, new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS));
    return {
      name: t('calendar.name'),
      entries: reservations.map((reservation) => ({
        uid: `${reservation.reservationId}@portiepunt.nl`,
        title: t('calendar.title', { count: reservation.quantity, title: reservation.portionTitle }),
        description: [
          t('pickupCode', { code: reservation.pickupCode }),
          t('allergenLine', { allergens: allergenText(owner.language, reservation) }),
        ].join('\n'),
        location: reservation.locationName,
        start: reservation.reservedAt,
        end: reservation.availableUntil,
      })),
    };
  }
}
