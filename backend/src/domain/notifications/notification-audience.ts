import type { Language } from '../shared/language.js';
import type { Allergen, AllergenChange } from '../portions/index.js';

/** An active user of an active tenant who chose to hear about new portions, as the jobs see them. */
export interface Recipient {
  userId: string;
  tenantId: string;
  email: string;
  firstName: string;
  /** The language of the mails and pushes the person gets. */
  language: Language;
  /** null: all of the tenant's active locations. */
  locations: string[] | null;
  /** Push is on and the user has at least one device. */
  pushReady: boolean;
  newPortionsSince: Date | null;
  lastInstantMailAt: Date | null;
}

/** What a notification says about a portion's allergens. */
export interface AllergenNotice {
  allergens: Allergen[];
  mayContain: Allergen[];
  /** false: offered before allergens had to be declared, with none listed. */
  allergensDeclared: boolean;
}

/** A still reservable portion as a notification names it. */
export interface PortionNotice extends AllergenNotice {
  id: string;
  title: string;
  locationName: string;
  availableQuantity: number;
  availableUntil: Date;
  createdAt: Date;
}

export type NotificationChannel = 'mail' | 'push';

/** A reservation whose pick-up window closes within 30 minutes, claimed once for its reminder. */
export interface DueReminder extends AllergenNotice {
  reservationId: string;
  tenantId: string;
  userId: string;
  email: string;
  firstName: string;
  /** The language of the mails and pushes the person gets. */
  language: Language;
  pushReady: boolean;
  quantity: number;
  portionTitle: string;
  locationName: string;
  availableUntil: Date;
  /** Shown at the counter to collect the portion. */
  pickupCode: string;
  /**
   * Every change the kitchen made to the allergens since the reservation was made, taken together (what the portion
   * carries now against what it carried then), and how many changes there were; null: none.
   */
  changesSinceReserved: (AllergenChange & { changes: number }) | null;
}

/** Someone waiting for a portion, as a notice about their place in line names it. */
export interface WaitingPerson {
  userId: string;
  email: string;
  firstName: string;
  language: Language;
  pushReady: boolean;
  /** Their choice about being told of changes to their reservations (and waits). */
  reservationChanges: boolean;
  portionTitle: string;
  locationName: string;
  availableUntil: Date;
}

/**
 * What the notification jobs read and the bookkeeping they write. Only active users of active tenants are
 * returned, and only portions of active locations of the recipient's own tenant; every method runs in the
 * caller's unit of work.
 */
export abstract class NotificationAudience {
  /** Ids of users whose new-portions choice is `mode`. */
  abstract usersChoosing(mode: 'instant' | 'digest'): Promise<string[]>;
  /**
   * Locks the user's preferences row until the unit of work ends and returns the recipient, or null when another
   * instance holds the lock, or the user no longer qualifies for `mode`.
   */
  abstract lockRecipient(userId: string, mode: 'instant' | 'digest'): Promise<Recipient | null>;
  /** Reservable portions in the recipient's locations, oldest first; with `unannouncedOn`, only those not yet announced there. */
  abstract reservablePortions(recipient: Recipient, now: Date, unannouncedOn?: NotificationChannel): Promise<PortionNotice[]>;
  abstract markAnnounced(userId: string, portionIds: string[], channel: NotificationChannel, delivered: boolean, now: Date): Promise<void>;
  abstract pushesSince(userId: string, since: Date): Promise<number>;
  abstract recordInstantMail(userId: string, at: Date): Promise<void>;
  /** Whether the user's digest of this local day went out already; recording it is part of sending it. */
  abstract digestSentOn(userId: string, day: string): Promise<boolean>;
  abstract recordDigest(userId: string, day: string): Promise<void>;
  /** Claims the reminders due now (at most `limit`); a claimed reservation is never claimed again. */
  abstract claimDueReminders(now: Date, limit: number): Promise<DueReminder[]>;
  /** An open reservation of the tenant as a notice about it names it (a waiting-list promotion); null when gone. */
  abstract reservationNotice(tenantId: string, reservationId: string): Promise<DueReminder | null>;
  /**
   * A reservation that the kitchen changed or cancelled, whatever its status now, with its holder's choice about such
   * changes; null when gone or its holder is no longer active.
   */
  abstract changedReservationHolder(
    tenantId: string,
    reservationId: string,
  ): Promise<(DueReminder & { reservationChanges: boolean }) | null>;
  /** These people (active ones only) waiting for the portion, with what a notice names. */
  abstract waitingPeople(tenantId: string, portionId: string, userIds: string[]): Promise<WaitingPerson[]>;
}
