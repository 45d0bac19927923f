import { Global, Module } from '@nestjs/common';
import { PasswordLoginPolicy } from '../../domain/identity/index.js';
import { IdentityModule } from '../identity/index.js';
import { SecurityModule } from '../security/index.js';
import { SettingsModule } from '../settings/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { OutboundTargets } from '../../domain/shared/outbound-targets.js';
import { OutboundTargetGuard } from '../platform/outbound/outbound-target-guard.js';
import type { AppConfig } from '../platform/config/config.js';
import { APP_CONFIG } from '../platform/config/config.module.js';
import { CompleteSsoUseCase } from '../../application/sso/complete-sso.use-case.js';
import { ExchangeSsoCodeUseCase } from '../../application/sso/exchange-sso-code.use-case.js';
import { GetSsoConfigurationQuery, SaveSsoConfigurationUseCase } from '../../application/sso/sso-configuration.use-cases.js';
import { ApproveSsoDomainUseCase, DomainVerifications, VerifySsoDomainUseCase } from '../../application/sso/sso-domain.use-cases.js';
import { DomainTxtLookup, PublicMailDomains } from '../../domain/sso/sso-domain.js';
import { ListedPublicMailDomains } from './adapters/listed-public-mail-domains.js';
import { NodeDnsTxtLookup } from './adapters/node-dns-txt-lookup.js';
import { SsoDomainApprovalController } from './http/sso-domain-approval.controller.js';
import { SsoPasswordLoginPolicy } from '../../application/sso/sso-password-login-policy.js';
import { StartSsoUseCase } from '../../application/sso/start-sso.use-case.js';
import { AesSecretBox } from './adapters/aes-secret-box.js';
import { OpenIdClientProvider } from './adapters/openid-client-provider.js';
import { OpenIdProvider } from '../../domain/sso/openid-provider.js';
import { SecretBox } from '../../domain/sso/secret-box.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';
import { SsoFlowRepository, SsoIdentityRepository } from '../../domain/sso/sso-flow.repository.js';
import { SsoSettings } from '../../domain/sso/sso-settings.js';
import { SsoConfigurationController } from './http/sso-configuration.controller.js';
import { SsoController } from './http/sso.controller.js';
import { TypeormSsoConfigurationRepository } from './persistence/typeorm-sso-configuration.repository.js';
import { TypeormSsoFlowRepository, TypeormSsoIdentityRepository } from './persistence/typeorm-sso-flow.repository.js';

/**
 * Sign-in with the organisation's own account (OpenID Connect). Global only for PasswordLoginPolicy, which the
 * identity and accounts contexts ask while this module depends on identity's users.
 */
/** The app's host and the mail sender's domain: the platform's own, which no organisation may claim. */
function platformDomains(config: AppConfig): string[] {
  const sender = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1];
  return [...new Set([new URL(config.appUrl).hostname, sender].filter((domain): domain is string => Boolean(domain)))].map((domain) =>
    domain.toLowerCase(),
  );
}

@Global()
@Module({
  imports: [IdentityModule, SettingsModule, SecurityModule],
  controllers: [SsoController, SsoConfigurationController, SsoDomainApprovalController],
  providers: [
    { provide: SsoConfigurationRepository, useClass: TypeormSsoConfigurationRepository },
    { provide: SsoFlowRepository, useClass: TypeormSsoFlowRepository },
    { provide: SsoIdentityRepository, useClass: TypeormSsoIdentityRepository },
    { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new AesSecretBox(config.ssoEncryptionKey) },
    {
      provide: OpenIdProvider,
      inject: [APP_CONFIG, Clock],
      useFactory: (config: AppConfig, clock: Clock) =>
        new OpenIdClientProvider(config.nodeEnv !== 'production', new OutboundTargetGuard(config), clock),
    },
    { provide: OutboundTargets, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new OutboundTargetGuard(config) },
    {
      provide: SsoSettings,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SsoSettings(`${config.appUrl}/api/auth/sso/callback`, config.nodeEnv === 'production', platformDomains(config)),
    },
    { provide: PasswordLoginPolicy, useClass: SsoPasswordLoginPolicy },
    StartSsoUseCase,
    CompleteSsoUseCase,
    ExchangeSsoCodeUseCase,
    GetSsoConfigurationQuery,
    SaveSsoConfigurationUseCase,
    DomainVerifications,
    VerifySsoDomainUseCase,
    ApproveSsoDomainUseCase,
    { provide: PublicMailDomains, useClass: ListedPublicMailDomains },
    { provide: DomainTxtLookup, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new NodeDnsTxtLookup(config.dnsServer) },
  ],
  exports: [PasswordLoginPolicy, SsoConfigurationRepository],
})
export class SsoModule {}
