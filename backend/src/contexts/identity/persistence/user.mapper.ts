import type { Role } from '../../../platform/domain/actor.js';
import { User } from '../domain/user.js';
import { UserOrmEntity } from './user.orm-entity.js';

export const UserMapper = {
  toDomain(row: UserOrmEntity): User {
    return User.restore({ ...row, role: row.role as Role });
  },
  toPersistence(user: User): UserOrmEntity {
    return Object.assign(new UserOrmEntity(), user.toState());
  },
};
