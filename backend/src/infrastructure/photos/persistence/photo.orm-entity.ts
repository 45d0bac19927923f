import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('photos')
export class PhotoOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('bytea')
  large: Buffer;

  @Column('bytea')
  small: Buffer;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
