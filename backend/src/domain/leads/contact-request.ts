import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';
import { requireEmail } from '../shared/email.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { AlreadyConvertedError, StatusTransitionError } from './leads.errors.js';
import { MESSAGE_MAX, NAME_MAX, optionalPhone, optionalText, requireText } from './lead-fields.js';
import { statusChange, type ChangedBy, type StatusChange } from './status-change.js';

/** Both value lists of the spec: the home form's (English) and the contact page's (Dutch). */
export const INSTITUTION_TYPES = [
  'hospital',
  'care-home',
  'care-group',
  'university',
  'school',
  'corporate',
  'catering',
  'retail',
  'hotel',
  'other',
  'ziekenhuis',
  'rusthuis',
  'hogeschool',
  'bedrijf',
  'anders',
] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** Both forms' lists: the home form sends 1, 2-5, 6-10, 10+; the contact page 1, 2-3, 4-10, 10+. */
export const LOCATION_COUNTS = ['1', '2-3', '2-5', '4-10', '6-10', '10+'] as const;
export type LocationCount = (typeof LOCATION_COUNTS)[number];

export const CONTACT_REQUEST_STATUSES = ['new', 'contacted', 'converted', 'rejected'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

/**
 * Forward one step at a time (new → contacted → converted); back to new or contacted at any time.
 * A request that will not become a customer is rejected, from new or contacted, with a reason.
 */
const ALLOWED_NEXT: Record<ContactRequestStatus, readonly ContactRequestStatus[]> = {
  new: ['contacted', 'rejected'],
  contacted: ['new', 'converted', 'rejected'],
  converted: ['new', 'contacted'],
  rejected: ['new', 'contacted'],
};

/** The most locations each answer stands for; null means no upper bound. */
const MOST_LOCATIONS: Record<LocationCount, number | null> = { '1': 1, '2-3': 3, '2-5': 5, '4-10': 10, '6-10': 10, '10+': null };

export interface NewContactRequest {
  organizationName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  institutionType?: InstitutionType | null;
  numberOfLocations?: LocationCount | null;
  message?: string | null;
  privacyAccepted?: boolean | null;
  /** The language of the form; absent: Dutch. */
  language?: Language;
}

export interface ContactRequestState {
  id: string;
  organizationName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  institutionType: InstitutionType | null;
  numberOfLocations: LocationCount | null;
  message: string | null;
  /** null when the form did not send it (the contact page does not). */
  privacyAccepted: boolean | null;
  /** The language of the form, in which the person is answered. */
  language: Language;
  status: ContactRequestStatus;
  /** Caught by the honeypot: kept for review, left out of the default list. */
  spam: boolean;
  /** The tenant this request was converted into. */
  tenantId: string | null;
  /** The partner whose referral code came with the request. */
  partnerId: string | null;
  createdAt: Date;
}

/** A demo or contact request from the public site. */
export class ContactRequest {
  private constructor(private state: ContactRequestState) {}

  static receive(input: NewContactRequest, spam: boolean, now: Date, partnerId: string | null = null): ContactRequest {
    if (input.privacyAccepted === false)
      throw InvalidInputError.field('privacyAccepted', 'must_be_true', 'privacyAccepted must be true when sent');
    return new ContactRequest({
      id: randomUUID(),
      organizationName: requireText('organizationName', input.organizationName, NAME_MAX),
      firstName: requireText('firstName', input.firstName, NAME_MAX),
      lastName: requireText('lastName', input.lastName, NAME_MAX),
      email: requireEmail('email', input.email),
      phone: optionalPhone(input.phone),
      institutionType: input.institutionType ?? null,
      numberOfLocations: input.numberOfLocations ?? null,
      message: optionalText('message', input.message, MESSAGE_MAX),
      privacyAccepted: input.privacyAccepted ?? null,
      language: input.language ?? DEFAULT_LANGUAGE,
      status: 'new',
      spam,
      tenantId: null,
      partnerId,
      createdAt: now,
    });
  }

  static restore(state: ContactRequestState): ContactRequest {
    return new ContactRequest({ ...state });
  }

  get partnerId(): string | null {
    return this.state.partnerId;
  }

  get id(): string {
    return this.state.id;
  }
  get organizationName(): string {
    return this.state.organizationName;
  }
  get email(): string {
    return this.state.email;
  }
  get language(): Language {
    return this.state.language;
  }
  get status(): ContactRequestStatus {
    return this.state.status;
  }
  get spam(): boolean {
    return this.state.spam;
  }

  /** The most locations the request asked for: 1 when it did not say, null when it has no upper bound. */
  get mostLocationsAsked(): number | null {
    return this.state.numberOfLocations ? MOST_LOCATIONS[this.state.numberOfLocations] : 1;
  }

  /**
   * A superadmin's deliberate change. The same status with a note records just the note;
   * the same status without one changes nothing and returns null.
   */
  changeStatus(to: ContactRequestStatus, note: string | null | undefined, by: ChangedBy, now: Date): StatusChange | null {
    const from = this.state.status;
    if (to === from) return note?.trim() ? statusChange(from, to, note, by, now) : null;
    if (!ALLOWED_NEXT[from].includes(to)) throw new StatusTransitionError(from, to, ALLOWED_NEXT[from]);
    if (to === 'rejected' && !note?.trim())
      throw InvalidInputError.field('note', 'required', 'note (the reason) is required when rejecting');
    const change = statusChange(from, to, note, by, now);
    this.state.status = to;
    return change;
  }

  /** A request converts once, and only after contact: checked before the tenant is made. */
  assertConvertible(): void {
    if (this.state.tenantId !== null || this.state.status === 'converted') throw new AlreadyConvertedError();
    if (!ALLOWED_NEXT[this.state.status].includes('converted')) {
      throw new StatusTransitionError(this.state.status, 'converted', ALLOWED_NEXT[this.state.status]);
    }
  }

  /** Links the tenant made from this request and marks it converted. */
  convertInto(tenantId: string, by: ChangedBy, now: Date): StatusChange {
    this.assertConvertible();
    const change = statusChange(this.state.status, 'converted', null, by, now);
    this.state.status = 'converted';
    this.state.tenantId = tenantId;
    return change;
  }

  toState(): ContactRequestState {
    return { ...this.state };
  }
}
