import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { SsoConfiguration, type RoleRule } from '../../../domain/sso/sso-configuration.js';
import { SsoConfigurationRepository } from '../../../domain/sso/sso-configuration.repository.js';
import { SsoDomainTakenError } from '../../../domain/sso/sso.errors.js';

interface Row {
  tenant_id: string;
  issuer: string;
  client_id: string;
  client_secret_encrypted: string;
  domains: string[];
  role_rules: RoleRule[];
  entra_tenant_id: string | null;
  password_login_disabled: boolean;
  enabled: boolean;
  updated_at: Date;
}

const toDomain = (row: Row) =>
  SsoConfiguration.restore({
    tenantId: row.tenant_id,
    issuer: row.issuer,
    clientId: row.client_id,
    clientSecretEncrypted: row.client_secret_encrypted,
    domains: row.domains,
    roleRules: row.role_rules,
    entraTenantId: row.entra_tenant_id,
    passwordLoginDisabled: row.password_login_disabled,
    enabled: row.enabled,
    updatedAt: row.updated_at,
  });

@Injectable()
export class TypeormSsoConfigurationRepository extends SsoConfigurationRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async findByTenant(tenantId: string): Promise<SsoConfiguration | null> {
    const [row] = await this.uow.prepared<Row>('sso_configuration_by_tenant', `SELECT * FROM sso_configurations WHERE tenant_id = $1`, [
      tenantId,
    ]);
    return row ? toDomain(row) : null;
  }

  async findByDomain(domain: string): Promise<SsoConfiguration | null> {
    const [row] = await this.uow.prepared<Row>(
      'sso_configuration_by_domain',
      `SELECT c.* FROM sso_domains d JOIN sso_configurations c ON c.tenant_id = d.tenant_id WHERE d.domain = $1`,
      [domain],
    );
    return row ? toDomain(row) : null;
  }

  async save(configuration: SsoConfiguration): Promise<void> {
    const s = configuration.toState();
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
          s.domains,
          JSON.stringify(s.roleRules),
          s.entraTenantId,
          s.passwordLoginDisabled,
          s.enabled,
          s.updatedAt,
        ],
      );
      await db.query(`DELETE FROM sso_domains WHERE tenant_id = $1 AND NOT (domain = ANY($2::text[]))`, [s.tenantId, s.domains]);
      for (const domain of s.domains) {
        // The row that holds the domain, inserted or already there: another tenant's means the domain is taken.
        const [owner] = (await db.query(
          `INSERT INTO sso_domains (domain, tenant_id) VALUES ($1, $2)
           ON CONFLICT (domain) DO UPDATE SET tenant_id = sso_domains.tenant_id RETURNING tenant_id`,
          [domain, s.tenantId],
        )) as { tenant_id: string }[];
        if (owner.tenant_id !== s.tenantId) throw new SsoDomainTakenError(domain);
      }
    });
  }
}
