import type { TenantRole } from '../shared/actor.js';
import type { ListQuery, Page } from '../shared/list-query.js';
import type { User } from './user.js';

export abstract class UserRepository {
  /** Any user by id, across tenants: used only to resolve the authenticated principal. */
  abstract findById(id: string): Promise<User | null>;
  /** A user with their organisation's name (null for a superadmin), in one read: every page load asks for it. */
  abstract findWithTenantName(id: string): Promise<{ user: User; tenantName: string | null } | null>;
  /** Any users by id, across tenants (missing ones are left out): used only to re-judge principals in bulk. */
  abstract findByIds(ids: readonly string[]): Promise<User[]>;
  abstract findByEmail(email: string): Promise<User | null>;
  /** Scoped: a user of another tenant is never found. */
  abstract findInTenant(tenantId: string, id: string): Promise<User | null>;
  abstract listInTenant(tenantId: string, query: ListQuery): Promise<Page<User>>;
  /** Active admins of a tenant other than `exceptId`, locked until the transaction ends so two erasures cannot both pass. */
  abstract countOtherActiveAdmins(tenantId: string, exceptId: string): Promise<number>;
  abstract emailExists(email: string): Promise<boolean>;
  abstract listActiveSuperadmins(): Promise<User[]>;
  /**
   * Moves the token version of the tenant's users with these roles on, so that every token issued to them so far
   * stops working and their open streams end (the row change is notified like any other). Answers how many.
   */
  abstract endSessionsInTenant(tenantId: string, roles: readonly TenantRole[]): Promise<number>;
  abstract save(user: User): Promise<void>;
}

/** The fields a list of these may be sorted by (the adapter maps each to its column). */
export const USER_SORT_FIELDS = ['email', 'firstName', 'lastName', 'role', 'isActive', 'createdAt'] as const;
