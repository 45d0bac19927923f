import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('webhook_endpoints')
export class WebhookEndpointOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id' })
  tenantId: string;

  @Column('varchar', { length: 2000 })
  url: string;

  @Column('text', { array: true })
  events: string[];

  @Column('boolean')
  enabled: boolean;

  @Column('varchar', { length: 100 })
  secret: string;

  @Column('text', { name: 'disabled_reason', nullable: true })
  disabledReason: string | null;

  @Column('timestamptz', { name: 'failing_since', nullable: true })
  failingSince: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
