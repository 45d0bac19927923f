import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { PasswordToken, type PasswordTokenPurpose } from '../../domain/accounts/password-token.js';
import { PasswordTokenRepository } from '../../domain/accounts/password-token.repository.js';
import type { User } from '../../domain/identity/index.js';
import { TenantRepository } from '../../domain/tenancy/index.js';
import { AppLinks } from '../../domain/shared/app-links.js';
import { MailOutbox } from '../../domain/mail/index.js';
import { invitationMail } from './mails/invitation.mail.js';
import { passwordResetMail } from './mails/password-reset.mail.js';

const PAGES: Record<PasswordTokenPurpose, string> = { reset: '/wachtwoord-herstellen', invitation: '/wachtwoord-instellen' };

/** Issues one-time set-password links and mails them. Call inside a unit of work: the token and its mail commit together. */
@Injectable()
export class PasswordLinks {
  constructor(
    private readonly tokens: PasswordTokenRepository,
    private readonly outbox: MailOutbox,
    private readonly links: AppLinks,
    private readonly clock: Clock,
    private readonly auditLog: AuditLog,
    private readonly tenants: TenantRepository,
  ) {}

  /** A fresh link for the user; earlier links of the user stop working. */
  async issue(user: User, purpose: PasswordTokenPurpose): Promise<string> {
    const now = this.clock.now();
    await this.tokens.useAllOf(user.id, now);
    const { token, secret } = PasswordToken.issue(user.id, purpose, now);
    await this.tokens.save(token);
    // The fragment never reaches a server or a log. The page opens in the user's language and hands the address to the login form.
    const fragment = new URLSearchParams({ email: user.email, language: user.language });
    return `${this.links.to(PAGES[purpose], { token: secret })}#${fragment}`;
  }

  async mailInvitation(user: User): Promise<string> {
    const link = await this.issue(user, 'invitation');
    // Partners and superadmins belong to no organisation.
    const organisation = user.tenantId === null ? null : ((await this.tenants.findById(user.tenantId))?.toState().name ?? null);
    await this.outbox.enqueue(invitationMail({ to: user.email, firstName: user.firstName, language: user.language, link, organisation }));
    await this.auditLog.record({ action: 'user.invited', tenantId: user.tenantId, target: { type: 'user', id: user.id } });
    return link;
  }

  async mailReset(user: User): Promise<void> {
    const link = await this.issue(user, 'reset');
    await this.outbox.enqueue(passwordResetMail({ to: user.email, firstName: user.firstName, language: user.language, link }));
  }
}
