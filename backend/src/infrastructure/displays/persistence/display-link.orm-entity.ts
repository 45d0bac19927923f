import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('display_links')
export class DisplayLinkOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('uuid', { name: 'location_id' })
  locationId: string;

  @Column('varchar', { length: 100, nullable: true })
  name: string | null;

  @Column('char', { name: 'token_hash', length: 64 })
  tokenHash: string;

  @Column('uuid', { name: 'created_by', nullable: true })
  createdBy: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
