import { randomUUID } from 'node:crypto';
import type { Actor, Role, TenantRole } from '../shared/actor.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { requireEmail } from '../shared/email.js';
import { DEFAULT_LANGUAGE, requireLanguage, type Language } from '../shared/language.js';
import { requireEmployeeNumber } from './employee-number.js';
import { OwnAccessChangeError, OwnErasureError, UserErasedError } from './identity.errors.js';

export interface UserState {
  id: string;
  tenantId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The language of the user's screens, mails, pushes and exports. */
  language: Language;
  /** The number payroll knows the person by (the payroll export's first column); null when none is recorded. */
  employeeNumber: string | null;
  /** null until the user chooses a password through an invitation link. */
  passwordHash: string | null;
  /** Set when someone else chose the password: the user must replace it before doing anything else. */
  mustChangePassword: boolean;
  /** Counts password changes; a token carries the version it was issued under and dies when it moves on. */
  tokenVersion: number;
  isActive: boolean;
  createdAt: Date;
  /** Null until the first login. */
  lastLoginAt: Date | null;
  /** Set once the user is erased: name and address are replaced and the account can never be used again. */
  erasedAt: Date | null;
}

export interface UserChanges {
  firstName?: string;
  lastName?: string;
  role?: TenantRole;
  isActive?: boolean;
  /** null or empty removes it. */
  employeeNumber?: string | null;
}

export class User {
  private constructor(private state: UserState) {}

  static register(
    input: {
      tenantId: string | null;
      email: string;
      firstName: string;
      lastName: string;
      role: Role;
      passwordHash: string | null;
      mustChangePassword?: boolean;
      /** Absent: Dutch. Users created in a tenant get the tenant's default language. */
      language?: Language;
      employeeNumber?: string | null;
    },
    now: Date,
  ): User {
    return new User({
      id: randomUUID(),
      tenantId: input.tenantId,
      email: requireEmail('email', input.email),
      firstName: requirePersonName('firstName', input.firstName),
      lastName: requirePersonName('lastName', input.lastName),
      role: input.role,
      language: input.language ?? DEFAULT_LANGUAGE,
      employeeNumber: requireEmployeeNumber('employeeNumber', input.employeeNumber ?? null),
      passwordHash: input.passwordHash,
      mustChangePassword: input.passwordHash !== null && (input.mustChangePassword ?? false),
      tokenVersion: 0,
      isActive: true,
      createdAt: now,
      lastLoginAt: null,
      erasedAt: null,
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
  get lastName(): string {
    return this.state.lastName;
  }
  get role(): Role {
    return this.state.role;
  }
  get language(): Language {
    return this.state.language;
  }
  get employeeNumber(): string | null {
    return this.state.employeeNumber;
  }

  /** The user's own choice of language; an erased account keeps none to choose. */
  chooseLanguage(language: string): void {
    if (this.isErased) throw new UserErasedError();
    this.state.language = requireLanguage('language', language);
  }

  get passwordHash(): string | null {
    return this.state.passwordHash;
  }

  get mustChangePassword(): boolean {
    return this.state.mustChangePassword;
  }

  get tokenVersion(): number {
    return this.state.tokenVersion;
  }

  /** True until the user has set a password of their own (after an invitation, or replacing a temporary one). */
  get awaitsOwnPassword(): boolean {
    return this.state.passwordHash === null || this.state.mustChangePassword;
  }

  /** Stores a password the user chose themselves; every token issued before it stops working. */
  choosePassword(passwordHash: string): void {
    this.state.passwordHash = passwordHash;
    this.state.mustChangePassword = false;
    this.state.tokenVersion += 1;
  }
  get isActive(): boolean {
    return this.state.isActive;
  }
  get isErased(): boolean {
    return this.state.erasedAt !== null;
  }

  /** Notes a successful login; true when it is the user's first. */
  recordLogin(now: Date): boolean {
    const first = this.state.lastLoginAt === null;
    this.state.lastLoginAt = now;
    return first;
  }

  /** Applies an admin's edit. Admins may not lock themselves out by deactivating or demoting their own account. */
  applyChanges(changes: UserChanges, by: Actor): void {
    if (this.isErased) throw new UserErasedError();
    const isSelf = by.userId === this.state.id;
    const demotes = changes.role !== undefined && changes.role !== this.state.role;
    if (isSelf && (changes.isActive === false || demotes)) throw new OwnAccessChangeError();
    if (changes.firstName !== undefined) this.state.firstName = requirePersonName('firstName', changes.firstName);
    if (changes.lastName !== undefined) this.state.lastName = requirePersonName('lastName', changes.lastName);
    if (changes.role !== undefined) this.state.role = changes.role;
    if (changes.isActive !== undefined) this.state.isActive = changes.isActive;
    if (changes.employeeNumber !== undefined) {
      this.state.employeeNumber = requireEmployeeNumber('employeeNumber', changes.employeeNumber);
    }
  }

  /** Takes the name and address the organisation's directory or provider holds for this user. */
  updateFromDirectory(profile: { email?: string; firstName?: string; lastName?: string; employeeNumber?: string | null }): void {
    if (this.isErased) throw new UserErasedError();
    if (profile.employeeNumber !== undefined) {
      this.state.employeeNumber = requireEmployeeNumber('employeeNumber', profile.employeeNumber);
    }
    if (profile.email !== undefined) this.state.email = requireEmail('email', profile.email);
    if (profile.firstName !== undefined) this.state.firstName = requirePersonName('firstName', profile.firstName);
    if (profile.lastName !== undefined) this.state.lastName = requirePersonName('lastName', profile.lastName);
  }

  /**
   * The right to erasure: the name and address are replaced by placeholders that identify nobody, the password
   * can never match again, and the account stays inactive. The id stays, so reservations keep counting in statistics.
   */
  erase(by: Actor, now: Date): void {
    if (by.userId === this.state.id) throw new OwnErasureError();
    if (this.isErased) throw new UserErasedError();
    this.state.email = erasedEmail(this.state.id);
    this.state.firstName = 'Verwijderde';
    this.state.lastName = 'gebruiker';
    this.state.employeeNumber = null;
    this.state.passwordHash = ERASED_PASSWORD_HASH;
    this.state.isActive = false;
    this.state.erasedAt = now;
  }

  toState(): UserState {
    return { ...this.state };
  }
}

/** Not a hash of any password: verification always fails. */
const ERASED_PASSWORD_HASH = 'erased';

/** Unique (the address column is), and in the reserved .invalid domain, so no mail can ever reach it. */
export function erasedEmail(id: string): string {
  return `erased-${id}@erased.invalid`;
}

function requirePersonName(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw InvalidInputError.field(field, 'required', `${field} must be 1 to 100 characters`);
  if (trimmed.length > 100) throw InvalidInputError.field(field, 'too_long', `${field} must be 1 to 100 characters`, { max: 100 });
  return trimmed;
}
