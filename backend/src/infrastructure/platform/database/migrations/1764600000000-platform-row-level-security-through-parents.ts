import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTenantWall, parentWall } from '../tenant-wall.js';

/** The tables whose rows belong to an organisation through a parent row, not a `tenant_id` column of their own. */
const THROUGH_PARENTS = [
  { table: 'password_tokens', foreignKey: 'user_id', parent: 'users' },
  { table: 'portion_notifications', foreignKey: 'user_id', parent: 'users' },
  { table: 'reservation_reminders', foreignKey: 'reservation_id', parent: 'reservations' },
];

export class PlatformRowLevelSecurityThroughParents1764600000000 implements MigrationInterface {
  name = 'PlatformRowLevelSecurityThroughParents1764600000000';

  async up(db: QueryRunner): Promise<void> {
    for (const { table, foreignKey, parent } of THROUGH_PARENTS) await db.query(parentWall(table, foreignKey, parent));
  }

  async down(db: QueryRunner): Promise<void> {
    for (const { table } of THROUGH_PARENTS) await db.query(dropTenantWall(table));
  }
}
