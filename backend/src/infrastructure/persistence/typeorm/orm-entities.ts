import { LocationOrmEntity } from './tenancy/location.orm-entity.js';
import { TenantOrmEntity } from './tenancy/tenant.orm-entity.js';
import { UserOrmEntity } from './identity/user.orm-entity.js';

export const ORM_ENTITIES = [TenantOrmEntity, LocationOrmEntity, UserOrmEntity];
