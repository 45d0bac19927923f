import { Injectable } from '@nestjs/common';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { NotASuperadminError } from '../../domain/accounts/accounts.errors.js';
import { normalizeEmail } from '../../domain/shared/email.js';
import { User, UserRepository } from '../../domain/identity/index.js';
import { MailOutbox } from '../../domain/mail/index.js';
import { invitationMail } from './mails/invitation.mail.js';
import { PasswordLinks } from './password-links.js';

export interface SuperadminRequest {
  email: string;
  firstName: string;
  lastName: string;
  /** Also mail the link (when SMTP is configured); it is always returned to print. */
  mail: boolean;
}

/**
 * The operator's way in (the `superadmin` command): creates a superadmin without a password, or finds the
 * existing one, and returns a fresh one-time set-password link. Never takes or shows a password.
 */
@Injectable()
export class ProvisionSuperadminUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly passwordLinks: PasswordLinks,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(request: SuperadminRequest): Promise<{ user: User; created: boolean; link: string }> {
    return this.unitOfWork.run(async () => {
      const existing = await this.users.findByEmail(normalizeEmail(request.email));
      if (existing && existing.role !== 'superadmin') throw new NotASuperadminError();
      const user =
        existing ??
        User.register(
          {
            tenantId: null,
            email: request.email,
            firstName: request.firstName,
            lastName: request.lastName,
            role: 'superadmin',
            passwordHash: null,
          },
          this.clock.now(),
        );
      if (!existing) await this.users.save(user);
      const link = await this.passwordLinks.issue(user, 'invitation');
      if (request.mail)
        await this.outbox.enqueue(
          invitationMail({ to: user.email, firstName: user.firstName, language: user.language, link, organisation: null }),
        );
      return { user, created: !existing, link };
    });
  }
}
