import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { ScimDirectoryRepository, type ScimGroup } from '../../../domain/provisioning/scim-directory.repository.js';
import { ScimProblem } from '../../../domain/provisioning/scim.errors.js';
import { ScimToken } from '../../../domain/provisioning/scim-token.js';
import { ScimTokenRepository, type ScimTokenListing } from '../../../domain/provisioning/scim-token.repository.js';

interface TokenRow {
  id: string;
  tenant_id: string;
  name: string;
  secret_hash: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const tokenOf = (row: TokenRow) =>
  ScimToken.restore({
    id: row.id,
    tenantId: row.tenant_id,
    name: row.name,
    secretHash: row.secret_hash,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  });

@Injectable()
export class TypeormScimTokenRepository extends ScimTokenRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  listByTenant(tenantId: string): Promise<ScimTokenListing[]> {
    return this.listings(`k.tenant_id = $1 AND k.revoked_at IS NULL`, [tenantId]);
  }

  async findListing(tenantId: string, id: string): Promise<ScimTokenListing | null> {
    return (await this.listings(`k.tenant_id = $1 AND k.id = $2`, [tenantId, id]))[0] ?? null;
  }

  private async listings(where: string, parameters: string[]): Promise<ScimTokenListing[]> {
    const rows: (TokenRow & { created_by_name: string })[] = await this.uow.manager.query(
      `SELECT k.*, u.first_name || ' ' || u.last_name AS created_by_name
         FROM scim_tokens k JOIN users u ON u.id = k.created_by
        WHERE ${where} ORDER BY k.created_at DESC, k.id`,
      parameters,
    );
    return rows.map((row) => ({ ...tokenOf(row).toState(), createdByName: row.created_by_name }));
  }

  async findById(tenantId: string, id: string): Promise<ScimToken | null> {
    const [row] = (await this.uow.manager.query(`SELECT * FROM scim_tokens WHERE tenant_id = $1 AND id = $2 AND revoked_at IS NULL`, [
      tenantId,
      id,
    ])) as TokenRow[];
    return row ? tokenOf(row) : null;
  }

  async save(token: ScimToken): Promise<void> {
    const s = token.toState();
    await this.uow.manager.query(
      `INSERT INTO scim_tokens (id, tenant_id, name, secret_hash, created_by, created_at, last_used_at, revoked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (id) DO UPDATE SET name = $3, last_used_at = $7, revoked_at = $8`,
      [s.id, s.tenantId, s.name, s.secretHash, s.createdBy, s.createdAt, s.lastUsedAt, s.revokedAt],
    );
  }

  async recordUse(secretHash: string, now: Date): Promise<string | null> {
    // One statement per call; the last use is noted at most once a minute, so a busy directory does not rewrite the row each time.
    const rows = (await this.uow.prepared<{ tenant_id: string; last_used_at: Date | null }>(
      'scim_token_use',
      `SELECT k.tenant_id, k.last_used_at FROM scim_tokens k JOIN tenants t ON t.id = k.tenant_id JOIN users u ON u.id = k.created_by
        WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND t.is_active
          AND u.is_active AND ((u.role = 'admin' AND u.tenant_id = k.tenant_id) OR u.role = 'superadmin')`,
      [secretHash],
    )) as { tenant_id: string; last_used_at: Date | null }[];
    const row = rows[0];
    if (!row) return null;
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
      await this.uow.manager.query(`UPDATE scim_tokens SET last_used_at = $2 WHERE secret_hash = $1`, [secretHash, now]);
    }
    return row.tenant_id;
  }
}

interface GroupRow {
  id: string;
  tenant_id: string;
  display_name: string;
  external_id: string | null;
  member_ids: string[];
  created_at: Date;
  updated_at: Date;
}

const groupOf = (row: GroupRow): ScimGroup => ({
  id: row.id,
  tenantId: row.tenant_id,
  displayName: row.display_name,
  externalId: row.external_id,
  memberIds: row.member_ids,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

@Injectable()
export class TypeormScimDirectoryRepository extends ScimDirectoryRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async externalIds(tenantId: string, userIds: string[]): Promise<Map<string, string | null>> {
    const rows: { user_id: string; external_id: string | null }[] = await this.uow.manager.query(
      `SELECT user_id, external_id FROM scim_users WHERE tenant_id = $1 AND user_id = ANY($2::uuid[])`,
      [tenantId, userIds],
    );
    return new Map(rows.map((row) => [row.user_id, row.external_id]));
  }

  async setExternalId(tenantId: string, userId: string, externalId: string | null): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO scim_users (user_id, tenant_id, external_id) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET external_id = $3`,
      [userId, tenantId, externalId],
    );
  }

  async recordProvisioned(tenantId: string, userId: string, externalId: string | null): Promise<void> {
    await this.uow.manager.query(
      `INSERT INTO scim_users (user_id, tenant_id, external_id, provisioned) VALUES ($1, $2, $3, true)
       ON CONFLICT (user_id) DO UPDATE SET external_id = $3, provisioned = true`,
      [userId, tenantId, externalId],
    );
  }

  async wasProvisioned(tenantId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.uow.manager.query(`SELECT 1 FROM scim_users WHERE tenant_id = $1 AND user_id = $2 AND provisioned`, [
      tenantId,
      userId,
    ]);
    return rows.length > 0;
  }

  async findUserIdByExternalId(tenantId: string, externalId: string): Promise<string | null> {
    const [row] = (await this.uow.manager.query(`SELECT user_id FROM scim_users WHERE tenant_id = $1 AND external_id = $2`, [
      tenantId,
      externalId,
    ])) as { user_id: string }[];
    return row?.user_id ?? null;
  }

  async listGroups(tenantId: string): Promise<ScimGroup[]> {
    const rows: GroupRow[] = await this.uow.manager.query(`SELECT * FROM scim_groups WHERE tenant_id = $1 ORDER BY display_name`, [
      tenantId,
    ]);
    return rows.map(groupOf);
  }

  async findGroup(tenantId: string, id: string): Promise<ScimGroup | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = (await this.uow.manager.query(`SELECT * FROM scim_groups WHERE tenant_id = $1 AND id = $2`, [
      tenantId,
      id,
    ])) as GroupRow[];
    return row ? groupOf(row) : null;
  }

  async groupsOf(tenantId: string, userId: string): Promise<ScimGroup[]> {
    const rows: GroupRow[] = await this.uow.manager.query(`SELECT * FROM scim_groups WHERE tenant_id = $1 AND $2 = ANY(member_ids)`, [
      tenantId,
      userId,
    ]);
    return rows.map(groupOf);
  }

  async saveGroup(group: ScimGroup): Promise<void> {
    const taken: unknown[] = await this.uow.manager.query(
      `SELECT 1 FROM scim_groups WHERE tenant_id = $1 AND display_name = $2 AND id <> $3`,
      [group.tenantId, group.displayName, group.id],
    );
    if (taken.length > 0) throw new ScimProblem(409, 'uniqueness', `A group named ${group.displayName} already exists`);
    await this.uow.manager.query(
      `INSERT INTO scim_groups (id, tenant_id, display_name, external_id, member_ids, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET display_name = $3, external_id = $4, member_ids = $5, updated_at = $7`,
      [group.id, group.tenantId, group.displayName, group.externalId, group.memberIds, group.createdAt, group.updatedAt],
    );
  }

  async deleteGroup(tenantId: string, id: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM scim_groups WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  }
}
