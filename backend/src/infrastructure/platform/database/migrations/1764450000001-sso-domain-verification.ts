import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A claimed domain routes sign-ins only once verified (a TXT record or a superadmin's approval). Several tenants may
 * claim a domain while it is pending; only one may have it verified. Domains listed before this release start
 * pending: nobody had proven them.
 */
export class SsoDomainVerification1764450000001 implements MigrationInterface {
  name = 'SsoDomainVerification1764450000001';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE sso_domains DROP CONSTRAINT sso_domains_pkey`);
    await db.query(`
      ALTER TABLE sso_domains
        ADD COLUMN verification_token varchar(64) NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
        ADD COLUMN verified_at timestamptz,
        ADD COLUMN verified_by varchar(16) CHECK (verified_by IN ('dns', 'superadmin')),
        ADD PRIMARY KEY (tenant_id, domain)`);
    await db.query(`ALTER TABLE sso_domains ALTER COLUMN verification_token DROP DEFAULT`);
    await db.query(`CREATE UNIQUE INDEX sso_domains_verified_idx ON sso_domains (domain) WHERE verified_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX sso_domains_verified_idx`);
    await db.query(`DELETE FROM sso_domains a USING sso_domains b WHERE a.domain = b.domain AND a.tenant_id > b.tenant_id`);
    await db.query(`ALTER TABLE sso_domains DROP CONSTRAINT sso_domains_pkey`);
    await db.query(`ALTER TABLE sso_domains DROP COLUMN verification_token, DROP COLUMN verified_at, DROP COLUMN verified_by`);
    await db.query(`ALTER TABLE sso_domains ADD PRIMARY KEY (domain)`);
  }
}
