export const ROLES = ['kitchen', 'staff', 'admin', 'superadmin', 'partner'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a tenant admin may hand out; superadmins are never created through the API. */
export const TENANT_ROLES = ['kitchen', 'staff', 'admin'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** The authenticated caller, passed explicitly into every use case. */
export interface Actor {
  userId: string;
  role: Role;
  /** null for a superadmin or partner, who belong to no tenant. */
  tenantId: string | null;
}
