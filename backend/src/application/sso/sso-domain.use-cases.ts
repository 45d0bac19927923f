import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { SsoConfigurationRepository } from '../../domain/sso/sso-configuration.repository.js';
import { SsoConfiguration, type SsoConfigurationState } from '../../domain/sso/sso-configuration.js';
import { DomainTxtLookup, txtRecordOf, type DomainVerification } from '../../domain/sso/sso-domain.js';
import { SsoConfigurationNotFoundError, SsoDomainNotVerifiedError } from '../../domain/sso/sso.errors.js';

/** How many TXT records, and how much of each, a refusal reports: enough to spot a typo, bounded for any zone. */
const REPORTED_RECORDS = 10;
const REPORTED_LENGTH = 255;

/** Where a domain stands for sign-in, and the TXT record that would verify it. */
export interface SsoDomainStatus {
  domain: string;
  status: 'pending' | 'verified';
  txtRecord: string;
}

export function domainStatus(state: SsoConfigurationState): SsoDomainStatus[] {
  return state.domains.map((domain) => ({
    domain: domain.name,
    status: domain.verifiedAt === null ? 'pending' : 'verified',
    txtRecord: txtRecordOf(domain),
  }));
}

/** Marks one of the tenant's claimed domains verified and records who did, in one unit of work. */
@Injectable()
export class DomainVerifications {
  constructor(
    private readonly configurations: SsoConfigurationRepository,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async load(tenantId: string): Promise<SsoConfiguration> {
    const configuration = await this.configurations.findByTenant(tenantId);
    if (!configuration) throw new SsoConfigurationNotFoundError();
    return configuration;
  }

  async verify(actor: Actor, tenantId: string, domain: string, by: DomainVerification): Promise<SsoDomainStatus> {
    return this.unitOfWork.run(async () => {
      const configuration = await this.load(tenantId);
      configuration.verifyDomain(domain, by, this.clock.now());
      await this.configurations.save(configuration);
      await this.auditLog.record({
        action: by === 'dns' ? 'sso.domain_verified' : 'sso.domain_approved',
        actorId: actor.userId,
        tenantId,
        target: { type: 'tenant', id: tenantId },
      });
      return domainStatus(configuration.toState()).find((status) => status.domain === domain)!;
    });
  }
}

/** The admin asks to check the TXT record of a claimed domain; found, the domain routes sign-ins from then on. */
@Injectable()
export class VerifySsoDomainUseCase {
  constructor(
    private readonly verifications: DomainVerifications,
    private readonly dns: DomainTxtLookup,
  ) {}

  async execute(actor: Actor, tenantId: string, domain: string): Promise<SsoDomainStatus> {
    const claimed = (await this.verifications.load(tenantId)).domain(domain);
    if (claimed.verifiedAt !== null) return { domain, status: 'verified', txtRecord: txtRecordOf(claimed) };
    const expected = txtRecordOf(claimed);
    const found = await this.dns.txtRecords(domain).catch(() => {
      throw new SsoDomainNotVerifiedError(domain, expected, [], 'the DNS lookup failed; try again shortly');
    });
    if (!found.some((record) => record.trim() === expected)) {
      throw new SsoDomainNotVerifiedError(
        domain,
        expected,
        found.slice(0, REPORTED_RECORDS).map((record) => record.slice(0, REPORTED_LENGTH)),
      );
    }
    return this.verifications.verify(actor, tenantId, domain, 'dns');
  }
}

/** A superadmin vouches for a tenant's domain (for example after a call with its IT department). */
@Injectable()
export class ApproveSsoDomainUseCase {
  constructor(private readonly verifications: DomainVerifications) {}

  execute(actor: Actor, tenantId: string, domain: string): Promise<SsoDomainStatus> {
    return this.verifications.verify(actor, tenantId, domain, 'superadmin');
  }
}
