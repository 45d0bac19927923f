/** A group of the organisation's directory, as provisioned: its members get the role its rule gives. */
export interface ScimGroup {
  id: string;
  tenantId: string;
  displayName: string;
  externalId: string | null;
  memberIds: string[];
  createdAt: Date;
  updatedAt: Date;
}

/** What SCIM keeps beside identity's users: the directory's own id of each user, and the groups. */
export abstract class ScimDirectoryRepository {
  abstract externalIds(tenantId: string, userIds: string[]): Promise<Map<string, string | null>>;
  abstract setExternalId(tenantId: string, userId: string, externalId: string | null): Promise<void>;
  /** Notes a user that SCIM itself created (only such an account's sign-in address may SCIM change). */
  abstract recordProvisioned(tenantId: string, userId: string, externalId: string | null): Promise<void>;
  abstract wasProvisioned(tenantId: string, userId: string): Promise<boolean>;
  abstract findUserIdByExternalId(tenantId: string, externalId: string): Promise<string | null>;
  abstract listGroups(tenantId: string): Promise<ScimGroup[]>;
  abstract findGroup(tenantId: string, id: string): Promise<ScimGroup | null>;
  /** The groups that list this user as a member. */
  abstract groupsOf(tenantId: string, userId: string): Promise<ScimGroup[]>;
  /** A display name that another group of the tenant has answers ScimConflict. */
  abstract saveGroup(group: ScimGroup): Promise<void>;
  abstract deleteGroup(tenantId: string, id: string): Promise<void>;
}
