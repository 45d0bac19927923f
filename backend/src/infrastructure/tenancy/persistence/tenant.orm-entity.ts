import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('tenants')
export class TenantOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 120 })
  name: string;

  @Column('varchar', { length: 60 })
  slug: string;

  @Column('varchar', { length: 16 })
  plan: string;

  @Column('boolean', { name: 'is_active' })
  isActive: boolean;

  @Column('uuid', { name: 'partner_id', nullable: true })
  partnerId: string | null;

  @Column('integer', { name: 'monthly_price_cents', nullable: true })
  monthlyPriceCents: number | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
