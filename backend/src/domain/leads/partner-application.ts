import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '../shared/language.js';
import { requireEmail } from '../shared/email.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { NAME_MAX, TEXT_MAX, optionalPhone, optionalText, requireText } from './lead-fields.js';
import { statusChange, type ChangedBy, type StatusChange } from './status-change.js';

/** The superadmin may move an application between these freely; every change is recorded. */
export const PARTNER_APPLICATION_STATUSES = ['new', 'contacted', 'accepted', 'rejected'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

export interface NewPartnerApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  role: string;
  experience: string;
  network: string;
  motivation: string;
  privacyAccepted: boolean;
  /** The language of the form; absent: Dutch. */
  language?: Language;
}

export interface PartnerApplicationState {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  role: string;
  experience: string;
  network: string;
  motivation: string;
  /** The language of the form, in which the applicant is answered and, once accepted, invited. */
  language: Language;
  status: PartnerApplicationStatus;
  spam: boolean;
  createdAt: Date;
}

/** An application from the /partners page. Consent is required, so it is not stored: every application has it. */
export class PartnerApplication {
  private constructor(private state: PartnerApplicationState) {}

  static receive(input: NewPartnerApplication, spam: boolean, now: Date): PartnerApplication {
    if (input.privacyAccepted !== true) throw InvalidInputError.field('privacyAccepted', 'must_be_true', 'privacyAccepted must be true');
    return new PartnerApplication({
      id: randomUUID(),
      firstName: requireText('firstName', input.firstName, NAME_MAX),
      lastName: requireText('lastName', input.lastName, NAME_MAX),
      email: requireEmail('email', input.email),
      phone: optionalPhone(input.phone),
      company: optionalText('company', input.company, TEXT_MAX),
      role: requireText('role', input.role, TEXT_MAX),
      experience: requireText('experience', input.experience, TEXT_MAX),
      network: requireText('network', input.network, TEXT_MAX),
      motivation: requireText('motivation', input.motivation, TEXT_MAX),
      language: input.language ?? DEFAULT_LANGUAGE,
      status: 'new',
      spam,
      createdAt: now,
    });
  }

  static restore(state: PartnerApplicationState): PartnerApplication {
    return new PartnerApplication({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get email(): string {
    return this.state.email;
  }
  get company(): string | null {
    return this.state.company;
  }
  get status(): PartnerApplicationStatus {
    return this.state.status;
  }
  get spam(): boolean {
    return this.state.spam;
  }

  /** Same rule as for contact requests: the same status records only a note, if one is given. */
  changeStatus(to: PartnerApplicationStatus, note: string | null | undefined, by: ChangedBy, now: Date): StatusChange | null {
    const from = this.state.status;
    if (to === from && !note?.trim()) return null;
    const change = statusChange(from, to, note, by, now);
    this.state.status = to;
    return change;
  }

  toState(): PartnerApplicationState {
    return { ...this.state };
  }
}
