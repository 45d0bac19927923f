import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuditLog } from '../../domain/audit/index.js';
import { UserRepository } from '../../domain/identity/index.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { ScimDirectoryRepository, type ScimGroup } from '../../domain/provisioning/scim-directory.repository.js';
import { ScimProblem } from '../../domain/provisioning/scim.errors.js';
import { ProvisionUsersUseCase } from './provision-users.use-case.js';

export interface DirectoryGroup {
  displayName: string;
  externalId?: string | null;
  memberIds: string[];
}

/** Groups of the directory: each change gives the members (old and new) the role the tenant's role rules give. */
@Injectable()
export class ProvisionGroupsUseCase {
  constructor(
    private readonly directory: ScimDirectoryRepository,
    private readonly users: UserRepository,
    private readonly provisionUsers: ProvisionUsersUseCase,
    private readonly auditLog: AuditLog,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  list(tenantId: string): Promise<ScimGroup[]> {
    return this.directory.listGroups(tenantId);
  }

  async get(tenantId: string, id: string): Promise<ScimGroup> {
    const group = await this.directory.findGroup(tenantId, id);
    if (!group) throw new ScimProblem(404, undefined, `Resource ${id} not found`);
    return group;
  }

  async save(tenantId: string, id: string | null, input: DirectoryGroup): Promise<ScimGroup> {
    return this.unitOfWork.run(async () => {
      const previous = id === null ? null : await this.get(tenantId, id);
      const displayName = input.displayName.trim();
      if (displayName.length === 0 || displayName.length > 256)
        throw new ScimProblem(400, 'invalidValue', 'displayName must be 1 to 256 characters');
      const memberIds = [...new Set(input.memberIds)];
      for (const memberId of memberIds) {
        const member = /^[0-9a-f-]{36}$/i.test(memberId) ? await this.users.findInTenant(tenantId, memberId) : null;
        if (!member) throw new ScimProblem(400, 'invalidValue', `Member ${memberId} is not a user of this organisation`);
      }
      const now = this.clock.now();
      const group: ScimGroup = {
        id: previous?.id ?? randomUUID(),
        tenantId,
        displayName,
        externalId: input.externalId === undefined ? (previous?.externalId ?? null) : input.externalId,
        memberIds,
        createdAt: previous?.createdAt ?? now,
        updatedAt: now,
      };
      await this.directory.saveGroup(group);
      await this.auditLog.record({
        action: 'scim.group_changed',
        actorId: null,
        actorName: 'SCIM',
        tenantId,
        target: { type: 'scim_group', id: group.id },
      });
      await this.provisionUsers.applyGroupRoles(tenantId, [...(previous?.memberIds ?? []), ...memberIds]);
      return group;
    });
  }

  async delete(tenantId: string, id: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const group = await this.get(tenantId, id);
      await this.directory.deleteGroup(tenantId, id);
      await this.auditLog.record({
        action: 'scim.group_changed',
        actorId: null,
        actorName: 'SCIM',
        tenantId,
        target: { type: 'scim_group', id },
      });
      await this.provisionUsers.applyGroupRoles(tenantId, group.memberIds);
    });
  }
}
