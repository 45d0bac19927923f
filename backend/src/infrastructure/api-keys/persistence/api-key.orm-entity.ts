import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('api_keys')
export class ApiKeyOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('varchar', { length: 100 })
  name: string;

  @Column('text', { array: true })
  scopes: string[];

  @Column('varchar', { length: 20 })
  prefix: string;

  @Column('char', { name: 'secret_hash', length: 64 })
  secretHash: string;

  @Column('uuid', { name: 'created_by' })
  createdBy: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'last_used_at', nullable: true })
  lastUsedAt: Date | null;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;
}
