import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { User, UserRepository } from '../../domain/identity/index.js';
import type { PartnerApplication } from '../../domain/leads/index.js';
import { Partner, referralCodeFor } from '../../domain/partners/partner.js';
import { PartnerRepository } from '../../domain/partners/partner.repository.js';
import { ConflictError } from '../../domain/shared/domain-error.js';
import { PasswordLinks } from '../accounts/index.js';

export class PartnerEmailTakenError extends ConflictError {
  constructor() {
    super('partner_email_taken', 'A user with this email already exists, so no partner login can be made for it');
  }
}

/**
 * Makes a partner, with a login of role partner, from an accepted application: once per application.
 * Runs inside the caller's unit of work. The login has no password: the accounts' invitation mail (outbox) lets the partner choose one;
 * it is written in the language of the application form, which becomes the partner's language.
 */
@Injectable()
export class EnrolPartnerUseCase {
  constructor(
    private readonly partners: PartnerRepository,
    private readonly users: UserRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly auditLog: AuditLog,
  ) {}

  async fromApplication(actor: Actor, application: PartnerApplication, now: Date): Promise<Partner> {
    const existing = await this.partners.findByApplicationId(application.id);
    if (existing) return existing;
    const state = application.toState();
    if (await this.users.emailExists(state.email)) throw new PartnerEmailTakenError();
    const user = User.register(
      {
        tenantId: null,
        email: state.email,
        firstName: state.firstName,
        lastName: state.lastName,
        role: 'partner',
        passwordHash: null,
        language: state.language,
      },
      now,
    );
    await this.users.save(user);
    await this.auditLog.record({ action: 'user.created', actorId: actor.userId, tenantId: null, target: { type: 'user', id: user.id } });
    await this.passwordLinks.mailInvitation(user);
    const company = state.company ?? `${state.firstName} ${state.lastName}`;
    const partner = Partner.enrol(
      {
        applicationId: state.id,
        userId: user.id,
        company,
        contactName: `${state.firstName} ${state.lastName}`,
        email: state.email,
        referralCode: await this.freeCode(company),
      },
      now,
    );
    await this.partners.save(partner);
    return partner;
  }

  /** The company's code, or with -2, -3, ... when taken. */
  private async freeCode(company: string): Promise<string> {
    const base = referralCodeFor(company);
    for (let n = 1; ; n++) {
      const code = n === 1 ? base : `${base}-${n}`;
      if (!(await this.partners.isReferralCodeTaken(code))) return code;
    }
  }
}
