import { Injectable } from '@nestjs/common';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { Clock } from '../../domain/shared/clock.js';
import { OpenIdProvider } from '../../domain/sso/openid-provider.js';
import { SecretBox } from '../../domain/sso/secret-box.js';
import { type SsoConfiguration, emailDomain } from '../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';
import { SsoFlowRepository, type SsoPurpose } from '../../domain/sso/sso-flow.repository.js';
import { SsoConfigurationNotFoundError, SsoProviderNotFoundError, SsoProviderUnreachableError } from '../../domain/sso/sso.errors.js';
import { hashOneTimeValue, isOwnPath, PENDING_SIGN_IN_TTL_MS, SsoSettings } from '../../domain/sso/sso-settings.js';

/** Begins a sign-in at the provider that covers the e-mail's domain: answers where to send the browser. */
@Injectable()
export class StartSsoUseCase {
  constructor(
    private readonly configurations: SsoConfigurationRepository,
    private readonly flows: SsoFlowRepository,
    private readonly provider: OpenIdProvider,
    private readonly secrets: SecretBox,
    private readonly settings: SsoSettings,
    private readonly clock: Clock,
  ) {}

  async execute(email: string, returnTo: string): Promise<string> {
    if (!isOwnPath(returnTo))
      throw InvalidInputError.field('returnTo', 'not_own_path', 'returnTo must be a path of this site, such as /dashboard');
    const configuration = await this.configurations.findByDomain(emailDomain(email));
    if (!configuration?.enabled) throw new SsoProviderNotFoundError();
    return this.begin(configuration, 'login', returnTo);
  }

  /** The admin's "Test" button: a real sign-in whose claims are shown instead of signing anyone in. */
  async test(tenantId: string): Promise<string> {
    const configuration = await this.configurations.findByTenant(tenantId);
    if (!configuration) throw new SsoConfigurationNotFoundError();
    return this.begin(configuration, 'test', '/dashboard/sso');
  }

  private async begin(configuration: SsoConfiguration, purpose: SsoPurpose, returnTo: string): Promise<string> {
    const { issuer, clientId, clientSecretEncrypted, tenantId } = configuration.toState();
    const checks = this.provider.newChecks();
    const redirectUrl = await this.provider
      .authorizationUrl({ issuer, clientId, clientSecret: this.secrets.open(clientSecretEncrypted) }, this.settings.redirectUri, checks)
      .catch((error: Error) => {
        throw new SsoProviderUnreachableError(error.message);
      });
    await this.flows.savePending(
      hashOneTimeValue(checks.state),
      { tenantId, purpose, codeVerifier: checks.codeVerifier, nonce: checks.nonce, returnTo },
      new Date(this.clock.now().getTime() + PENDING_SIGN_IN_TTL_MS),
    );
    return redirectUrl;
  }
}
