import { randomUUID } from 'node:crypto';
import type { Actor, Role, TenantRole } from '../shared/actor.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { requireEmail } from './email.js';
import { OwnAccessChangeError } from './identity.errors.js';

export interface UserState {
  id: string;
  tenantId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
  isActive: boolean;
  createdAt: Date;
  /** Null until the first login. */
  lastLoginAt: Date | null;
}

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  role?: TenantRole;
  isActive?: boolean;
}

export class User {
  private constructor(private state: UserState) {}

  static register(
    input: { tenantId: string | null; email: string; firstName: string; lastName: string; role: Role; passwordHash: string },
    now: Date,
  ): User {
    return new User({
      id: randomUUID(),
      tenantId: input.tenantId,
      email: requireEmail('email', input.email),
      firstName: requirePersonName('firstName', input.firstName),
      lastName: requirePersonName('lastName', input.lastName),
      role: input.role,
      passwordHash: input.passwordHash,
      isActive: true,
      createdAt: now,
      lastLoginAt: null,
    });
  }

  static restore(state: UserState): User {
    return new User({ ...state });
  }

  get id(): string {
    return this.state.id;
  }
  get tenantId(): string | null {
    return this.state.tenantId;
  }
  get email(): string {
    return this.state.email;
  }
  get firstName(): string {
    return this.state.firstName;
  }
  get role(): Role {
    return this.state.role;
  }
  get passwordHash(): string {
    return this.state.passwordHash;
  }
  get isActive(): boolean {
    return this.state.isActive;
  }

  /** Notes a successful login; true when it is the user's first. */
  recordLogin(now: Date): boolean {
    const first = this.state.lastLoginAt === null;
    this.state.lastLoginAt = now;
    return first;
  }

  /** Applies an admin's edit. Admins may not lock themselves out by deactivating or demoting their own account. */
  applyChanges(changes: UserChanges, by: Actor): void {
    const isSelf = by.userId === this.state.id;
    const demotes = changes.role !== undefined && changes.role !== this.state.role;
    if (isSelf && (changes.isActive === false || demotes)) throw new OwnAccessChangeError();
    if (changes.firstName !== undefined) this.state.firstName = requirePersonName('firstName', changes.firstName);
    if (changes.lastName !== undefined) this.state.lastName = requirePersonName('lastName', changes.lastName);
    if (changes.role !== undefined) this.state.role = changes.role;
    if (changes.isActive !== undefined) this.state.isActive = changes.isActive;
  }

  toState(): UserState {
    return { ...this.state };
  }
}

function requirePersonName(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > 100) {
    throw InvalidInputError.field(field, `${field} must be 1 to 100 characters`);
  }
  return trimmed;
}
