import type { Actor } from '../../domain/shared/actor.js';
import { ForbiddenError } from '../../domain/shared/domain-error.js';

/** Notifications are about a tenant's portions: a superadmin, who belongs to no tenant, has none. */
export function tenantOf(actor: Actor): string {
  if (!actor.tenantId) throw new ForbiddenError('no_tenant', 'Notifications are for users of an organisation');
  return actor.tenantId;
}
