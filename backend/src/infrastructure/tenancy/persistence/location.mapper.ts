import { Location } from '../../../domain/tenancy/location.js';
import { LocationOrmEntity } from './location.orm-entity.js';

export const LocationMapper = {
  toDomain(row: LocationOrmEntity): Location {
    return Location.restore({ ...row });
  },
  toPersistence(location: Location): LocationOrmEntity {
    return Object.assign(new LocationOrmEntity(), location.toState());
  },
};
