import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('partners')
export class PartnerOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'application_id', nullable: true })
  applicationId: string | null;

  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('varchar', { length: 2000 })
  company: string;

  @Column('varchar', { name: 'contact_name', length: 201 })
  contactName: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { name: 'referral_code', length: 60 })
  referralCode: string;

  // numeric arrives from pg as a string
  @Column('numeric', {
    name: 'commission_rate',
    precision: 5,
    scale: 2,
    transformer: { to: (value: number) => value, from: (value: string) => Number(value) },
  })
  commissionRate: number;

  @Column('boolean', { name: 'is_active' })
  isActive: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
