import type { Role } from '../../../domain/shared/actor.js';
import { User } from '../../../domain/identity/user.js';
import { UserOrmEntity } from './user.orm-entity.js';

export const UserMapper = {
  toDomain(row: UserOrmEntity): User {
    return User.restore({ ...row, role: row.role as Role });
  },
  toPersistence(user: User): UserOrmEntity {
    return Object.assign(new UserOrmEntity(), user.toState());
  },
};
