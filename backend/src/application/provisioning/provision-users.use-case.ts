import { Injectable } from '@nestjs/common';
import { AuditLog, type AuditAction } from '../../domain/audit/index.js';
import { requireEmail } from '../../domain/shared/email.js';
import { User, UserRepository } from '../../domain/identity/index.js';
import { TenantSettingsRepository } from '../../domain/settings/index.js';
import { SsoConfigurationRepository } from '../../domain/sso/index.js';
import type { Actor, TenantRole } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { ScimDirectoryRepository } from '../../domain/provisioning/scim-directory.repository.js';
import { ScimProblem } from '../../domain/provisioning/scim.errors.js';

/** A user as the directory describes it. `userName` is the e-mail address the person signs in with. */
export interface DirectoryUser {
  userName: string;
  givenName?: string;
  familyName?: string;
  displayName?: string;
  externalId?: string | null;
  active?: boolean;
  /** The enterprise extension's `employeeNumber`: undefined leaves the stored one, null or empty removes it. */
  employeeNumber?: string | null;
}

/** A user as provisioning answers it. */
export interface ProvisionedUser {
  id: string;
  userName: string;
  givenName: string;
  familyName: string;
  externalId: string | null;
  active: boolean;
  employeeNumber: string | null;
  created: Date;
}

const MAX_LISTED_USERS = 1000;

/**
 * Users kept in step by the organisation's directory (SCIM). Deactivating or deleting a user only sets them
 * inactive: their reservations and history stay for the statistics and the settlement, and the data-rights rules
 * decide erasure. Saving the user row notifies every instance, which ends the user's sessions and streams.
 * Every change is audited with "SCIM" as the actor.
 */
@Injectable()
export class ProvisionUsersUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly directory: ScimDirectoryRepository,
    private readonly ssoConfigurations: SsoConfigurationRepository,
    private readonly settings: TenantSettingsRepository,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async get(tenantId: string, id: string): Promise<ProvisionedUser> {
    const user = await this.find(tenantId, id);
    return (await this.describe(tenantId, [user]))[0];
  }

  /** Looked up directly for the filters a directory sends (userName or externalId eq), else the tenant's users. */
  async list(tenantId: string, lookup: { userName?: string; externalId?: string }): Promise<ProvisionedUser[]> {
    let users: User[];
    if (lookup.userName !== undefined) {
      const user = await this.users.findByEmail(lookup.userName.trim().toLowerCase());
      users = user && user.tenantId === tenantId ? [user] : [];
    } else if (lookup.externalId !== undefined) {
      const id = await this.directory.findUserIdByExternalId(tenantId, lookup.externalId);
      const user = id ? await this.users.findInTenant(tenantId, id) : null;
      users = user ? [user] : [];
    } else {
      users = (await this.users.listInTenant(tenantId, { filter: {}, range: { start: 0, end: MAX_LISTED_USERS - 1 } })).items;
    }
    return this.describe(
      tenantId,
      users.filter((user) => !user.isErased),
    );
  }

  async create(tenantId: string, input: DirectoryUser): Promise<ProvisionedUser> {
    return this.unitOfWork.run(async () => {
      const email = requireEmail('userName', input.userName);
      if (await this.users.emailExists(email)) throw new ScimProblem(409, 'uniqueness', `userName ${email} is already taken`);
      const names = namesOf(input, email);
      const externalId = checkedExternalId(input.externalId) ?? null;
      const user = User.register(
        {
          tenantId,
          email,
          ...names,
          role: await this.defaultRole(tenantId),
          passwordHash: null,
          language: (await this.settings.findByTenant(tenantId)).defaultLanguage,
          employeeNumber: input.employeeNumber,
        },
        this.clock.now(),
      );
      if (input.active === false) user.applyChanges({ isActive: false }, scimActor(tenantId));
      await this.users.save(user);
      await this.directory.recordProvisioned(tenantId, user.id, externalId);
      await this.audit('user.created', tenantId, user.id);
      return (await this.describe(tenantId, [user]))[0];
    });
  }

  async replace(tenantId: string, id: string, input: DirectoryUser): Promise<ProvisionedUser> {
    return this.unitOfWork.run(async () => {
      const user = await this.find(tenantId, id);
      const email = requireEmail('userName', input.userName);
      const names = namesOf(input, email);
      const externalId = checkedExternalId(input.externalId);
      if (user.role === 'admin' && (email !== user.email || (input.active !== undefined && input.active !== user.isActive)))
        throw adminUnchangeable();
      if (email !== user.email && (user.passwordHash !== null || !(await this.directory.wasProvisioned(tenantId, user.id))))
        throw new ScimProblem(
          400,
          'mutability',
          'userName cannot be changed: the account has a password or was not created by SCIM, and signs in with this address',
        );
      if (email !== user.email && (await this.users.emailExists(email)))
        throw new ScimProblem(409, 'uniqueness', `userName ${email} is already taken`);
      const wasActive = user.isActive;
      user.updateFromDirectory({ email, ...names, employeeNumber: input.employeeNumber });
      if (input.active !== undefined) user.applyChanges({ isActive: input.active }, scimActor(tenantId));
      await this.users.save(user);
      if (externalId !== undefined) await this.directory.setExternalId(tenantId, user.id, externalId);
      await this.audit(wasActive && !user.isActive ? 'user.deactivated' : 'user.changed', tenantId, user.id);
      return (await this.describe(tenantId, [user]))[0];
    });
  }

  /** DELETE deactivates: the person's history stays. */
  async deactivate(tenantId: string, id: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const user = await this.find(tenantId, id);
      if (!user.isActive) return;
      if (user.role === 'admin') throw adminUnchangeable();
      user.applyChanges({ isActive: false }, scimActor(tenantId));
      await this.users.save(user);
      await this.audit('user.deactivated', tenantId, user.id);
    });
  }

  /** Gives each user the role that the tenant's role rules give their groups (a rule on the claim `groups`). */
  async applyGroupRoles(tenantId: string, userIds: string[]): Promise<void> {
    const configuration = await this.ssoConfigurations.findByTenant(tenantId);
    if (!configuration) return;
    for (const userId of new Set(userIds)) {
      const user = await this.users.findInTenant(tenantId, userId);
      // An admin's role is the organisation's own decision in Portiepunt, never the directory's.
      if (!user || user.isErased || user.role === 'admin') continue;
      const groups = await this.directory.groupsOf(tenantId, userId);
      const role = configuration.roleFor({
        groups: groups.flatMap((group) => [group.id, group.displayName, group.externalId ?? []].flat()),
      });
      if (role === user.role) continue;
      user.applyChanges({ role }, scimActor(tenantId));
      await this.users.save(user);
      await this.audit('user.role_changed', tenantId, user.id);
    }
  }

  private async defaultRole(tenantId: string): Promise<TenantRole> {
    return (await this.ssoConfigurations.findByTenant(tenantId))?.roleFor({}) ?? 'staff';
  }

  private async find(tenantId: string, id: string): Promise<User> {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await this.users.findInTenant(tenantId, id) : null;
    if (!user || user.isErased || user.role === 'superadmin') throw new ScimProblem(404, undefined, `Resource ${id} not found`);
    return user;
  }

  private async describe(tenantId: string, users: User[]): Promise<ProvisionedUser[]> {
    const externalIds = await this.directory.externalIds(
      tenantId,
      users.map((user) => user.id),
    );
    return users.map((user) => {
      const state = user.toState();
      return {
        id: state.id,
        userName: state.email,
        givenName: state.firstName,
        familyName: state.lastName,
        externalId: externalIds.get(state.id) ?? null,
        active: state.isActive,
        employeeNumber: state.employeeNumber,
        created: state.createdAt,
      };
    });
  }

  private audit(action: AuditAction, tenantId: string, userId: string): Promise<void> {
    return this.auditLog.record({ action, actorId: null, actorName: 'SCIM', tenantId, target: { type: 'user', id: userId } });
  }
}

/** The directory acts for the tenant; it is nobody's own account, so no self-protection rule applies. */
function scimActor(tenantId: string): Actor {
  return { userId: 'scim', role: 'admin', tenantId };
}

/** The sign-in of an admin stays in Portiepunt's hands: a directory cannot take over or lock out the organisation's admin. */
function adminUnchangeable(): ScimProblem {
  return new ScimProblem(403, 'mutability', 'SCIM does not change the sign-in address, role or active state of an admin account');
}

const NAME_MAX = 100;
const EXTERNAL_ID_MAX = 500;

/** Too long is refused, never cut: a cut name or id would silently differ from the directory's. */
function namesOf(input: DirectoryUser, email: string): { firstName: string; lastName: string } {
  const [first, ...rest] = (input.displayName ?? '').trim().split(/\s+/);
  const givenName = input.givenName?.trim();
  const familyName = input.familyName?.trim();
  const names = {
    firstName: givenName || first || email.slice(0, email.indexOf('@')).slice(0, NAME_MAX),
    lastName: familyName || rest.join(' ') || '-',
  };
  for (const [field, value] of [
    [givenName ? 'name.givenName' : 'displayName', names.firstName],
    [familyName ? 'name.familyName' : 'displayName', names.lastName],
  ]) {
    if (value.length > NAME_MAX) throw new ScimProblem(400, 'invalidValue', `${field} must give names of at most ${NAME_MAX} characters`);
  }
  return names;
}

function checkedExternalId(externalId: string | null | undefined): string | null | undefined {
  if (typeof externalId === 'string' && externalId.length > EXTERNAL_ID_MAX)
    throw new ScimProblem(400, 'invalidValue', `externalId must be at most ${EXTERNAL_ID_MAX} characters`);
  return externalId;
}
