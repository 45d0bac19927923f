import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { TenantRole } from '../../../domain/shared/actor.js';
import type { ListQuery, Page } from '../../../domain/shared/list-query.js';
import { EmailTakenError } from '../../../domain/identity/identity.errors.js';
import type { User } from '../../../domain/identity/user.js';
import { USER_SORT_FIELDS, UserRepository } from '../../../domain/identity/user.repository.js';
import { applyIdFilter, containsPattern, findPage, isUniqueViolation } from '../../platform/database/list-page.js';
import { selectColumns } from '../../platform/database/select-columns.js';
import { TypeormUnitOfWork } from '../../platform/database/typeorm-unit-of-work.js';
import { UserMapper } from './user.mapper.js';
import { UserOrmEntity } from './user.orm-entity.js';

/** Names sort case- and accent-insensitively; by last name files "de Vries" under V (see the name-collation migration). */
const SORT_COLUMNS = {
  email: 'u.email',
  firstName: 'u.first_name COLLATE person_names',
  lastName: 'u.name_sort_key',
  role: 'u.role',
  isActive: 'u.is_active',
  createdAt: 'u.created_at',
} satisfies Record<(typeof USER_SORT_FIELDS)[number], string>;

@Injectable()
export class TypeormUserRepository extends UserRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get repo() {
    return this.uow.manager.getRepository(UserOrmEntity);
  }

  async findById(id: string): Promise<User | null> {
    // The profile reads its user on every request: plain SQL spares the query builder's per-call cost, and a
    // prepared statement the database's parsing and planning.
    const [row] = await this.uow.prepared<UserOrmEntity>(
      'users_find_by_id',
      `SELECT ${selectColumns(this.repo.metadata)} FROM users WHERE id = $1`,
      [id],
    );
    return row ? UserMapper.toDomain(row) : null;
  }

  async findWithTenantName(id: string): Promise<{ user: User; tenantName: string | null } | null> {
    const [row] = await this.uow.prepared<UserOrmEntity & { tenantName: string | null }>(
      'users_find_with_tenant_name',
      `SELECT ${selectColumns(this.repo.metadata)}, (SELECT name FROM tenants WHERE tenants.id = users.tenant_id) AS "tenantName" FROM users WHERE id = $1`,
      [id],
    );
    if (!row) return null;
    const { tenantName, ...user } = row;
    return { user: UserMapper.toDomain(user), tenantName };
  }

  async findByIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return [];
    return (await this.repo.findBy({ id: In([...ids]) })).map(UserMapper.toDomain);
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.repo.findOneBy({ email });
    return row ? UserMapper.toDomain(row) : null;
  }

  async findInTenant(tenantId: string, id: string): Promise<User | null> {
    const row = await this.repo.findOneBy({ tenantId, id });
    return row ? UserMapper.toDomain(row) : null;
  }

  async listInTenant(tenantId: string, query: ListQuery): Promise<Page<User>> {
    const qb = this.repo.createQueryBuilder('u').where('u.tenant_id = :tenantId', { tenantId });
    applyIdFilter(qb, query.filter);
    const { q, role, isActive } = query.filter;
    if (q !== undefined) {
      qb.andWhere("(u.email ILIKE :q OR (u.first_name || ' ' || u.last_name) ILIKE :q)", { q: containsPattern(q) });
    }
    if (role !== undefined) qb.andWhere('u.role = :role', { role });
    if (isActive !== undefined) qb.andWhere('u.is_active = :isActive', { isActive });
    const page = await findPage(qb, query, SORT_COLUMNS, { field: 'createdAt', order: 'ASC' });
    return { items: page.items.map(UserMapper.toDomain), total: page.total };
  }

  async countOtherActiveAdmins(tenantId: string, exceptId: string): Promise<number> {
    const rows: unknown[] = await this.uow.manager.query(
      `SELECT id FROM users WHERE tenant_id = $1 AND role = 'admin' AND is_active AND id <> $2 FOR UPDATE`,
      [tenantId, exceptId],
    );
    return rows.length;
  }

  async listActiveSuperadmins(): Promise<User[]> {
    const rows = await this.repo.find({ where: { role: 'superadmin', isActive: true }, order: { createdAt: 'ASC' } });
    return rows.map(UserMapper.toDomain);
  }

  emailExists(email: string): Promise<boolean> {
    return this.repo.existsBy({ email });
  }

  async endSessionsInTenant(tenantId: string, roles: readonly TenantRole[]): Promise<number> {
    const [, affected]: [unknown, number] = await this.uow.manager.query(
      `UPDATE users SET token_version = token_version + 1 WHERE tenant_id = $1 AND role = ANY($2::text[])`,
      [tenantId, roles],
    );
    return affected;
  }

  async save(user: User): Promise<void> {
    try {
      await this.repo.save(UserMapper.toPersistence(user));
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_key')) throw new EmailTakenError();
      throw error;
    }
  }
}
