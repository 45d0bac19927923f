import { InvalidInputError } from '../shared/domain-error.js';

export const NEW_PORTIONS_MODES = ['off', 'instant', 'digest'] as const;
export type NewPortionsMode = (typeof NEW_PORTIONS_MODES)[number];

/** What a user chose to hear. The same object is read and written, so a client can send back what it read. */
export interface NotificationChoices {
  newPortions: NewPortionsMode;
  /** Location ids to hear about; null for all of the tenant's active locations. */
  locations: string[] | null;
  /** Web push to the user's subscribed devices. */
  push: boolean;
  /** A reminder 30 minutes before a reserved portion's pick-up window closes. */
  reminders: boolean;
  /** Being told when the kitchen withdraws a reserved portion; allergen changes are told whatever this says. */
  reservationChanges: boolean;
}

/** Opt-in (GDPR): nothing about new portions until the user asks for it. */
export const DEFAULT_CHOICES: NotificationChoices = {
  newPortions: 'off',
  locations: null,
  push: false,
  reminders: true,
  reservationChanges: true,
};

/** The kinds of notification a user can switch off from a mail's unsubscribe link. */
export const UNSUBSCRIBE_KINDS = ['newPortions', 'reminders'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export interface NotificationPreferencesState extends NotificationChoices {
  userId: string;
  tenantId: string;
  /** When new-portion notifications were last switched on; older portions are never announced. */
  newPortionsSince: Date | null;
}

export class NotificationPreferences {
  private constructor(private state: NotificationPreferencesState) {}

  static defaults(userId: string, tenantId: string): NotificationPreferences {
    return new NotificationPreferences({ userId, tenantId, ...DEFAULT_CHOICES, locations: null, newPortionsSince: null });
  }

  static restore(state: NotificationPreferencesState): NotificationPreferences {
    return new NotificationPreferences({ ...state, locations: state.locations ? [...state.locations] : null });
  }

  get userId(): string {
    return this.state.userId;
  }

  choices(): NotificationChoices {
    const { newPortions, locations, push, reminders, reservationChanges } = this.state;
    return { newPortions, locations: locations ? [...locations] : null, push, reminders, reservationChanges };
  }

  /**
   * Replaces the choices. `validLocationIds` are the tenant's locations; any other id is refused.
   * Switching new portions on (or between instant and digest) starts announcing from now.
   */
  choose(choices: NotificationChoices, validLocationIds: ReadonlySet<string>, now: Date): void {
    const locations = choices.locations === null ? null : [...new Set(choices.locations)];
    const unknown = (locations ?? []).filter((id) => !validLocationIds.has(id));
    if (unknown.length > 0)
      throw InvalidInputError.field(
        'locations',
        'unknown_reference',
        `locations must be locations of your organisation; unknown: ${unknown.join(', ')}`,
      );
    if (choices.newPortions !== 'off' && choices.newPortions !== this.state.newPortions) this.state.newPortionsSince = now;
    this.state = {
      ...this.state,
      newPortions: choices.newPortions,
      locations,
      push: choices.push,
      reminders: choices.reminders,
      reservationChanges: choices.reservationChanges,
    };
  }

  /** The one-click unsubscribe of a mail: that kind of mail stops. */
  unsubscribe(kind: UnsubscribeKind): void {
    if (kind === 'newPortions') this.state.newPortions = 'off';
    else this.state.reminders = false;
  }

  toState(): NotificationPreferencesState {
    return { ...this.state, locations: this.state.locations ? [...this.state.locations] : null };
  }
}
