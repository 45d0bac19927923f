import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../platform/domain/list-query.js';
import type { User } from '../domain/user.js';
import { UserRepository } from '../domain/user.repository.js';

@Injectable()
export class ListUsersQuery {
  constructor(private readonly users: UserRepository) {}

  execute(tenantId: string, query: ListQuery): Promise<Page<User>> {
    return this.users.listInTenant(tenantId, query);
  }
}
