import type { ApiKeyScope } from '../../../domain/shared/actor.js';
import { ApiKey, type ApiKeyState } from '../../../domain/api-keys/api-key.js';
import { ApiKeyOrmEntity } from './api-key.orm-entity.js';

/** A row as raw SQL (UPDATE ... RETURNING) answers it. */
export interface ApiKeyRow {
  id: string;
  tenant_id: string;
  name: string;
  scopes: string[];
  prefix: string;
  secret_hash: string;
  created_by: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export const ApiKeyMapper = {
  toDomain(row: ApiKeyOrmEntity): ApiKey {
    return ApiKey.restore({ ...row, scopes: row.scopes as ApiKeyScope[] });
  },
  fromRow(row: ApiKeyRow): ApiKeyState {
    return {
      id: row.id,
      tenantId: row.tenant_id,
      name: row.name,
      scopes: row.scopes as ApiKeyScope[],
      prefix: row.prefix,
      secretHash: row.secret_hash,
      createdBy: row.created_by,
      createdAt: row.created_at,
      lastUsedAt: row.last_used_at,
      revokedAt: row.revoked_at,
    };
  },
  toPersistence(key: ApiKey): ApiKeyOrmEntity {
    return Object.assign(new ApiKeyOrmEntity(), key.toState());
  },
};
