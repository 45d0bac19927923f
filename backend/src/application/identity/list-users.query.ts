import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../domain/shared/list-query.js';
import type { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';

@Injectable()
export class ListUsersQuery {
  constructor(private readonly users: UserRepository) {}

  execute(tenantId: string, query: ListQuery): Promise<Page<User>> {
    return this.users.listInTenant(tenantId, query);
  }
}
