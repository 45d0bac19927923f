import { Injectable, Logger } from '@nestjs/common';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { Clock } from '../../domain/shared/clock.js';
import { OpenIdProvider } from '../../domain/sso/openid-provider.js';
import { SecretBox } from '../../domain/sso/secret-box.js';
import { type SsoConfiguration, emailDomain } from '../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';
import { SsoFlowRepository, type SsoPurpose } from '../../domain/sso/sso-flow.repository.js';
import { SsoConfigurationNotFoundError, SsoProviderNotFoundError, SsoProviderUnreachableError } from '../../domain/sso/sso.errors.js';
import { hashOneTimeValue, isOwnPath, newBrowserSecret, PENDING_SIGN_IN_TTL_MS, SsoSettings } from '../../domain/sso/sso-settings.js';
import { SSO_START_PER_IP, SSO_START_PER_TENANT, ThrottleStore } from '../../domain/security/index.js';
import { RateLimitedError } from '../../domain/shared/domain-error.js';

/** Where to send the browser, and the secret its cookie must carry back for the sign-in to finish. */
export interface SsoBeginning {
  redirectUrl: string;
  browserSecret: string;
}

/** Begins a sign-in at the provider that covers the e-mail's domain: answers where to send the browser. */
@Injectable()
export class StartSsoUseCase {
  private readonly logger = new Logger('StartSso');

  constructor(
    private readonly configurations: SsoConfigurationRepository,
    private readonly flows: SsoFlowRepository,
    private readonly provider: OpenIdProvider,
    private readonly secrets: SecretBox,
    private readonly settings: SsoSettings,
    private readonly clock: Clock,
    private readonly throttle: ThrottleStore,
  ) {}

  /** Counted per client IP before anything is looked up, then per tenant, so that nobody drives a provider through us. */
  async execute(email: string, returnTo: string, ip: string): Promise<SsoBeginning> {
    if (!isOwnPath(returnTo))
      throw InvalidInputError.field('returnTo', 'not_own_path', 'returnTo must be a normalised path of this site, such as /dashboard');
    await this.take(`sso-start-ip:${ip}`, SSO_START_PER_IP);
    const configuration = await this.configurations.findByDomain(emailDomain(email));
    if (!configuration?.enabled) throw new SsoProviderNotFoundError();
    await this.take(`sso-start-tenant:${configuration.tenantId}`, SSO_START_PER_TENANT);
    return this.begin(configuration, 'login', returnTo);
  }

  /** The admin's "Test" button: a real sign-in whose claims are shown instead of signing anyone in. */
  async test(tenantId: string): Promise<SsoBeginning> {
    const configuration = await this.configurations.findByTenant(tenantId);
    if (!configuration) throw new SsoConfigurationNotFoundError();
    return this.begin(configuration, 'test', '/dashboard/sso');
  }

  private async take(key: string, policy: typeof SSO_START_PER_IP): Promise<void> {
    const decision = await this.throttle.take(key, policy, this.clock.now());
    if (!decision.allowed)
      throw new RateLimitedError('too_many_sso_starts', 'Too many sign-ins begun; try again shortly', decision.retryAfterSeconds);
  }

  private async begin(configuration: SsoConfiguration, purpose: SsoPurpose, returnTo: string): Promise<SsoBeginning> {
    const { issuer, clientId, clientSecretEncrypted, tenantId } = configuration.toState();
    const checks = this.provider.newChecks();
    const redirectUrl = await this.provider
      .authorizationUrl({ issuer, clientId, clientSecret: this.secrets.open(clientSecretEncrypted) }, this.settings.redirectUri, checks)
      .catch((error: Error) => {
        this.logger.warn(`The sign-in provider of tenant ${tenantId} is unreachable: ${error.message}`);
        throw new SsoProviderUnreachableError(error.message);
      });
    const browserSecret = newBrowserSecret();
    await this.flows.savePending(
      hashOneTimeValue(checks.state),
      { tenantId, purpose, codeVerifier: checks.codeVerifier, nonce: checks.nonce, returnTo, browserHash: hashOneTimeValue(browserSecret) },
      new Date(this.clock.now().getTime() + PENDING_SIGN_IN_TTL_MS),
    );
    return { redirectUrl, browserSecret };
  }
}
