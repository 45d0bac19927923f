import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UserRepository } from '../../domain/identity/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { InvalidInputError } from '../../domain/shared/domain-error.js';
import { OutboundTargets } from '../../domain/shared/outbound-targets.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { SecretBox } from '../../domain/sso/secret-box.js';
import { SsoConfiguration, type SsoConfigurationInput, type SsoConfigurationState } from '../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';
import { SsoConfigurationNotFoundError } from '../../domain/sso/sso.errors.js';
import { SsoSettings } from '../../domain/sso/sso-settings.js';
import { domainClaimRefusals, PublicMailDomains } from '../../domain/sso/sso-domain.js';

@Injectable()
export class GetSsoConfigurationQuery {
  constructor(private readonly configurations: SsoConfigurationRepository) {}

  async execute(tenantId: string): Promise<SsoConfigurationState> {
    const configuration = await this.configurations.findByTenant(tenantId);
    if (!configuration) throw new SsoConfigurationNotFoundError();
    return configuration.toState();
  }
}

/** The roles that "Alleen inloggen via de organisatie" takes the password from (see SsoPasswordLoginPolicy). */
const SSO_ONLY_ROLES = ['kitchen', 'staff'] as const;

/** Creates or replaces the tenant's configuration; the secret is encrypted at once and never answered. */
@Injectable()
export class SaveSsoConfigurationUseCase {
  constructor(
    private readonly configurations: SsoConfigurationRepository,
    private readonly secrets: SecretBox,
    private readonly settings: SsoSettings,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly users: UserRepository,
    private readonly targets: OutboundTargets,
    private readonly publicMailDomains: PublicMailDomains,
  ) {}

  async execute(actor: Actor, tenantId: string, input: SsoConfigurationInput): Promise<SsoConfigurationState> {
    // The server will fetch from the issuer: in production only https to public addresses (as for webhooks and push).
    const refusal = URL.canParse(input.issuer) ? await this.targets.refusal(input.issuer) : null;
    if (refusal) throw InvalidInputError.field('issuer', 'unsafe_target', `issuer ${refusal}`);
    return this.unitOfWork.run(async () => {
      const previous = await this.configurations.findByTenant(tenantId);
      const configuration = SsoConfiguration.define(tenantId, input, previous, (secret) => this.secrets.seal(secret), {
        production: this.settings.production,
        now: this.clock.now(),
      });
      const refusals = await domainClaimRefusals(
        configuration.toState().domains.map((domain) => domain.name),
        {
          publicMailDomains: this.publicMailDomains,
          platformDomains: this.settings.platformDomains,
          claimedParentElsewhere: (domain) => this.configurations.claimedParentElsewhere(tenantId, domain),
        },
      );
      if (refusals.length > 0) throw new InvalidInputError(refusals);
      await this.configurations.save(configuration);
      // Turning "Alleen inloggen via de organisatie" on ends the sessions that a password opened: those users must
      // come back through the organisation. Their tokens carry no sign-in method, so sessions opened through the
      // organisation end as well; one more click on the organisation button opens them again.
      if (configuration.toState().passwordLoginDisabled && !previous?.toState().passwordLoginDisabled) {
        await this.users.endSessionsInTenant(tenantId, SSO_ONLY_ROLES);
      }
      await this.auditLog.record({ action: 'sso.configured', actorId: actor.userId, tenantId, target: { type: 'tenant', id: tenantId } });
      return configuration.toState();
    });
  }
}
