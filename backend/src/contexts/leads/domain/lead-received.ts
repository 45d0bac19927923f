import type { DomainEvent } from '../../../platform/domain/domain-event-publisher.js';

export type LeadKind = 'contact-request' | 'partner-application';

/** A new lead was stored (not for spam, not for a duplicate). Carries no personal data: subscribers load what they need. */
export class LeadReceived implements DomainEvent {
  constructor(
    readonly kind: LeadKind,
    readonly leadId: string,
    readonly occurredAt: Date,
  ) {}
}
