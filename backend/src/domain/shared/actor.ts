/** What an API key may be allowed to do; a key acts within its scopes. */
export const API_KEY_SCOPES = ['portions:write', 'portions:read', 'stats:read', 'reservations:read', 'waste:read', 'waste:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Every API key's secret starts with this, so that a bearer token is recognisable as an API key. */
export const API_KEY_SECRET_PREFIX = 'pp_live_';

export const ROLES = ['kitchen', 'staff', 'admin', 'superadmin', 'partner'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a tenant admin may hand out; superadmins are never created through the API. */
export const TENANT_ROLES = ['kitchen', 'staff', 'admin'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

/** The authenticated caller, passed explicitly into every use case. */
export interface Actor {
  /** For an API key: the admin who created it. */
  userId: string;
  role: Role;
  /** null for a superadmin or partner, who belong to no tenant. */
  tenantId: string | null;
  /** Set when the caller authenticated with an API key: it acts like a kitchen user of its tenant, within its scopes. */
  apiKey?: { id: string; name: string; scopes: readonly ApiKeyScope[] };
}
