import { LocationOrmEntity } from './contexts/tenancy/persistence/location.orm-entity.js';
import { TenantOrmEntity } from './contexts/tenancy/persistence/tenant.orm-entity.js';
import { UserOrmEntity } from './contexts/identity/persistence/user.orm-entity.js';

export const ORM_ENTITIES = [TenantOrmEntity, LocationOrmEntity, UserOrmEntity];
