import { Injectable } from '@nestjs/common';
import { TokenIssuer, type User, UserRepository } from '../../domain/identity/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { SsoFlowRepository } from '../../domain/sso/sso-flow.repository.js';
import { hashOneTimeValue } from '../../domain/sso/sso-settings.js';

const invalidCode = () => InvalidInputError.field('code', 'invalid_link', 'code is unknown, used or expired');

/** Turns the one-time code of a finished sign-in into the app's token, once, within 60 seconds. */
@Injectable()
export class ExchangeSsoCodeUseCase {
  constructor(
    private readonly flows: SsoFlowRepository,
    private readonly users: UserRepository,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(code: string): Promise<{ token: string; user: User; returnTo: string }> {
    const exchange = await this.flows.takeCode(hashOneTimeValue(code), this.clock.now());
    if (!exchange || exchange.purpose !== 'login' || !exchange.userId) throw invalidCode();
    const user = await this.users.findInTenant(exchange.tenantId, exchange.userId);
    if (!user?.isActive) throw invalidCode();
    return { token: await this.tokens.issue(user), user, returnTo: exchange.returnTo };
  }

  /** The claims of the admin's test sign-in, for their own tenant only. */
  async testClaims(tenantId: string, code: string): Promise<Record<string, unknown>> {
    const exchange = await this.flows.takeCode(hashOneTimeValue(code), this.clock.now());
    if (!exchange || exchange.purpose !== 'test' || exchange.tenantId !== tenantId || !exchange.claims) throw invalidCode();
    return exchange.claims;
  }
}
