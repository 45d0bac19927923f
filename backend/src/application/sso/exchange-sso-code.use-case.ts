import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { PasswordHasher, TokenIssuer, type User, UserRepository } from '../../domain/identity/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { SsoFlowRepository, SsoIdentityRepository, type ExchangeCode } from '../../domain/sso/sso-flow.repository.js';
import { hashOneTimeValue } from '../../domain/sso/sso-settings.js';

const invalidCode = () => InvalidInputError.field('code', 'invalid_link', 'code is unknown, used or expired');
const otherBrowser = () =>
  InvalidInputError.field('code', 'other_browser', 'the sign-in was begun in another browser: begin it again in this one');

/**
 * Turns the one-time code of a finished sign-in into the app's token, once, within 60 seconds, and only in the
 * browser that began the sign-in (its cookie). A code that would link an admin's account to the provider also needs
 * the admin's password: the link and the sign-in happen only then.
 */
@Injectable()
export class ExchangeSsoCodeUseCase {
  constructor(
    private readonly flows: SsoFlowRepository,
    private readonly identities: SsoIdentityRepository,
    private readonly users: UserRepository,
    private readonly tokens: TokenIssuer,
    private readonly passwords: PasswordHasher,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    code: string,
    browserSecret: string | undefined,
    password: string | undefined,
  ): Promise<{ token: string; user: User; returnTo: string }> {
    const exchange = await this.take(code, browserSecret);
    if (exchange.purpose !== 'login' || !exchange.userId) throw invalidCode();
    const user = await this.users.findInTenant(exchange.tenantId, exchange.userId);
    if (!user?.isActive) throw invalidCode();
    if (exchange.link) await this.confirmLink(user, exchange.link, password);
    return { token: await this.tokens.issue(user), user, returnTo: exchange.returnTo };
  }

  /** The claims of the admin's test sign-in, for their own tenant only. */
  async testClaims(tenantId: string, code: string, browserSecret: string | undefined): Promise<Record<string, unknown>> {
    const exchange = await this.take(code, browserSecret);
    if (exchange.purpose !== 'test' || exchange.tenantId !== tenantId || !exchange.claims) throw invalidCode();
    return exchange.claims;
  }

  private async take(code: string, browserSecret: string | undefined): Promise<ExchangeCode> {
    const exchange = await this.flows.takeCode(hashOneTimeValue(code), this.clock.now());
    if (!exchange) throw invalidCode();
    if (!browserSecret || hashOneTimeValue(browserSecret) !== exchange.browserHash) throw otherBrowser();
    return exchange;
  }

  private async confirmLink(user: User, link: { issuer: string; subject: string }, password: string | undefined): Promise<void> {
    if (!password || !(await this.passwords.verify(password, user.passwordHash)))
      throw InvalidInputError.field('password', 'wrong_password', 'password is not right: begin the sign-in again');
    const now = this.clock.now();
    await this.unitOfWork.run(async () => {
      await this.identities.link({ ...link, tenantId: user.tenantId!, userId: user.id }, now);
      user.recordLogin(now);
      await this.users.save(user);
      const target = { type: 'user', id: user.id } as const;
      await this.auditLog.record({ action: 'auth.sso_linked', actorId: user.id, tenantId: user.tenantId, target });
      await this.auditLog.record({ action: 'auth.sso_login_succeeded', actorId: user.id, tenantId: user.tenantId, target });
    });
  }
}
