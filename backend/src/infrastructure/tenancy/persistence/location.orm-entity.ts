import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('locations')
export class LocationOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('varchar', { length: 120 })
  name: string;

  @Column('varchar', { length: 300, nullable: true })
  address: string | null;

  @Column('boolean', { name: 'is_active' })
  isActive: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
