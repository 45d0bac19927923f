import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in with the organisation's own account (OpenID Connect) and provisioning by its directory (SCIM 2.0).
 * Pending sign-ins and one-time codes live here rather than in memory, so that any instance can finish a flow.
 */
export class SsoOidcScim1764300035330 implements MigrationInterface {
  name = 'SsoOidcScim1764300035330';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sso_configurations (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
        issuer varchar(500) NOT NULL,
        client_id varchar(500) NOT NULL,
        client_secret_encrypted text NOT NULL,
        domains text[] NOT NULL,
        role_rules jsonb NOT NULL,
        entra_tenant_id varchar(64),
        password_login_disabled boolean NOT NULL,
        enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    // A domain leads to one tenant's provider: the start of a sign-in looks it up by domain.
    await db.query(`
      CREATE TABLE sso_domains (
        domain varchar(253) PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES sso_configurations(tenant_id) ON DELETE CASCADE
      )`);
    await db.query(`
      CREATE TABLE sso_identities (
        issuer varchar(500) NOT NULL,
        subject varchar(500) NOT NULL,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (issuer, subject)
      )`);
    await db.query(`CREATE INDEX sso_identities_user_idx ON sso_identities (user_id)`);
    await db.query(`
      CREATE TABLE sso_pending_logins (
        state_hash char(64) PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        purpose varchar(8) NOT NULL CHECK (purpose IN ('login', 'test')),
        code_verifier varchar(128) NOT NULL,
        nonce varchar(128) NOT NULL,
        return_to varchar(500) NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE sso_exchange_codes (
        code_hash char(64) PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        purpose varchar(8) NOT NULL CHECK (purpose IN ('login', 'test')),
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        claims jsonb,
        return_to varchar(500) NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await db.query(`
      CREATE TABLE scim_tokens (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        secret_hash char(64) NOT NULL UNIQUE,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await db.query(`CREATE INDEX scim_tokens_tenant_idx ON scim_tokens (tenant_id) WHERE revoked_at IS NULL`);
    await db.query(`
      CREATE TABLE scim_users (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        external_id varchar(500)
      )`);
    await db.query(`
      CREATE TABLE scim_groups (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
        display_name varchar(256) NOT NULL,
        external_id varchar(500),
        member_ids uuid[] NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (tenant_id, display_name)
      )`);
    // The audit log names a non-person actor ("SCIM") beside the actor id of a person.
    await db.query(`ALTER TABLE audit_log ADD COLUMN actor_name varchar(16)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE audit_log DROP COLUMN actor_name`);
    for (const table of [
      'scim_groups',
      'scim_users',
      'scim_tokens',
      'sso_exchange_codes',
      'sso_pending_logins',
      'sso_identities',
      'sso_domains',
      'sso_configurations',
    ])
      await db.query(`DROP TABLE ${table}`);
  }
}
