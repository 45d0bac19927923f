import { LocationOrmEntity } from './infrastructure/tenancy/persistence/location.orm-entity.js';
import { TenantOrmEntity } from './infrastructure/tenancy/persistence/tenant.orm-entity.js';
import { UserOrmEntity } from './infrastructure/identity/persistence/user.orm-entity.js';

export const ORM_ENTITIES = [TenantOrmEntity, LocationOrmEntity, UserOrmEntity];
