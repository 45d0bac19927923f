import { Injectable } from '@nestjs/common';
import type { ApiKey } from '../../domain/api-keys/api-key.js';
import { ApiKeyRepository } from '../../domain/api-keys/api-key.repository.js';
import { ApiKeyNotFoundError } from '../../domain/api-keys/api-key.errors.js';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';

@Injectable()
export class ListApiKeysQuery {
  constructor(private readonly keys: ApiKeyRepository) {}

  list(tenantId: string, query: ListQuery): Promise<Page<ApiKey>> {
    return this.keys.listByTenant(tenantId, query);
  }

  async get(tenantId: string, id: string): Promise<ApiKey> {
    const key = await this.keys.findById(tenantId, id);
    if (!key) throw new ApiKeyNotFoundError();
    return key;
  }
}
