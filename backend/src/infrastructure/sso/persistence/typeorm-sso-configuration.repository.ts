import { Injectable } from '@nestjs/common';
import { PlatformDatabase } from '../../platform/database/platform-database.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { SsoConfiguration, type RoleRule } from '../../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../../domain/sso/sso-configuration.repository.js';
import type { DomainVerification, SsoDomain } from '../../../domain/sso/sso-domain.js';
import { SsoDomainTakenError } from '../../../domain/sso/sso.errors.js';

interface Row {
  tenant_id: string;
  issuer: string;
  client_id: string;
  client_secret_encrypted: string;
  role_rules: RoleRule[];
  entra_tenant_id: string | null;
  password_login_disabled: boolean;
  enabled: boolean;
  updated_at: Date;
  /** The tenant's claimed domains, from sso_domains, in the order the admin listed them. */
  domain_rows: { domain: string; verification_token: string; verified_at: string | null; verified_by: DomainVerification | null }[];
}

const UNIQUE_VIOLATION = '23505';

const toDomain = (row: Row) =>
  SsoConfiguration.restore({
    tenantId: row.tenant_id,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretEncrypted: row.client_secret_encrypted,
    domains: row.domain_rows.map((domain): SsoDomain => ({
      name: domain.domain,
      verificationToken: domain.verification_token,
      verifiedAt: domain.verified_at === null ? null : new Date(domain.verified_at),
      verifiedBy: domain.verified_by,
    })),
    roleRules: row.role_rules,
    entraTenantId: row.entra_tenant_id,
    passwordLoginDisabled: row.password_login_disabled,
    enabled: row.enabled,
    updatedAt: row.updated_at,
  });

/** The configuration's columns with its domains as JSON, in the order of the configuration's `domains` list. */
const SELECT_CONFIGURATION = `
  SELECT c.tenant_id, c.issuer, c.client_id, c.client_secret_encrypted, c.role_rules, c.entra_tenant_id, c.password_login_disabled,
         c.enabled, c.updated_at,
         coalesce((SELECT json_agg(json_build_object('domain', d.domain, 'verification_token', d.verification_token,
                                                     'verified_at', d.verified_at, 'verified_by', d.verified_by)
                                   ORDER BY array_position(c.domains, d.domain::text))
                     FROM sso_domains d WHERE d.tenant_id = c.tenant_id), '[]') AS domain_rows
    FROM sso_configurations c`;

@Injectable()
export class TypeormSsoConfigurationRepository extends SsoConfigurationRepository {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    // A domain belongs to one organisation platform-wide: whether another claimed it is read across organisations.
    private readonly platform: PlatformDatabase,
  ) {
    super();
  }

  async findByTenant(tenantId: string): Promise<SsoConfiguration | null> {
    const [row] = await this.uow.prepared<Row>('sso_configuration_by_tenant', `${SELECT_CONFIGURATION} WHERE c.tenant_id = $1`, [tenantId]);
    return row ? toDomain(row) : null;
  }

  async findByDomain(domain: string): Promise<SsoConfiguration | null> {
    const [row] = await this.uow.prepared<Row>(
      'sso_configuration_by_verified_domain',
      `${SELECT_CONFIGURATION}
        WHERE c.tenant_id = (SELECT tenant_id FROM sso_domains WHERE domain = $1 AND verified_at IS NOT NULL)`,
      [domain],
    );
    return row ? toDomain(row) : null;
  }

  async claimedParentElsewhere(tenantId: string, domain: string): Promise<string | null> {
    const [row] = (await this.platform.dataSource.query(
      `SELECT domain FROM sso_domains
        WHERE tenant_id <> $1 AND verified_at IS NOT NULL AND right($2, length(domain) + 1) = '.' || domain
        LIMIT 1`,
      [tenantId, domain],
    )) as { domain: string }[];
    return row?.domain ?? null;
  }

  async save(configuration: SsoConfiguration): Promise<void> {
    const s = configuration.toState();
    const names = s.domains.map((domain) => domain.name);
    await this.uow.run(async () => {
      const db = this.uow.manager;
      await db.query(
        `INSERT INTO sso_configurations (tenant_id, issuer, client_id, client_secret_encrypted, domains, role_rules, entra_tenant_id,
                                         password_login_disabled, enabled, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (tenant_id) DO UPDATE SET issuer = $2, client_id = $3, client_secret_encrypted = $4, domains = $5, role_rules = $6,
           entra_tenant_id = $7, password_login_disabled = $8, enabled = $9, updated_at = $10`,
        [
          s.tenantId,
          s.issuer,
          s.clientId,
          s.clientSecretEncrypted,
          names,
          JSON.stringify(s.roleRules),
          s.entraTenantId,
          s.passwordLoginDisabled,
          s.enabled,
          s.updatedAt,
        ],
      );
      await db.query(`DELETE FROM sso_domains WHERE tenant_id = $1 AND NOT (domain = ANY($2::text[]))`, [s.tenantId, names]);
      for (const domain of s.domains) {
        // Another tenant's verified claim makes the domain taken; pending claims of several tenants may coexist.
        const [taken] = (await this.platform.dataSource.query(
          `SELECT 1 FROM sso_domains WHERE domain = $1 AND tenant_id <> $2 AND verified_at IS NOT NULL`,
          [domain.name, s.tenantId],
        )) as unknown[];
        if (taken) throw new SsoDomainTakenError(domain.name);
        await db
          .query(
            `INSERT INTO sso_domains (domain, tenant_id, verification_token, verified_at, verified_by) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (tenant_id, domain) DO UPDATE SET verified_at = $4, verified_by = $5`,
            [domain.name, s.tenantId, domain.verificationToken, domain.verifiedAt, domain.verifiedBy],
          )
          .catch((error: unknown) => {
            // Two tenants verifying the same domain at once: the unique index on verified domains lets one win.
            if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new SsoDomainTakenError(domain.name);
            throw error;
          });
      }
    });
  }
}
