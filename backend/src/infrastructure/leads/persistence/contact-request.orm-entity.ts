import type { Language } from '../../../domain/shared/language.js';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('contact_requests')
export class ContactRequestOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'organization_name', length: 100 })
  organizationName: string;

  @Column('varchar', { name: 'first_name', length: 100 })
  firstName: string;

  @Column('varchar', { name: 'last_name', length: 100 })
  lastName: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 30, nullable: true })
  phone: string | null;

  @Column('varchar', { name: 'institution_type', length: 20, nullable: true })
  institutionType: string | null;

  @Column('varchar', { name: 'number_of_locations', length: 8, nullable: true })
  numberOfLocations: string | null;

  @Column('text', { nullable: true })
  message: string | null;

  @Column('boolean', { name: 'privacy_accepted', nullable: true })
  privacyAccepted: boolean | null;

  @Column('varchar', { length: 16 })
  status: string;

  @Column('varchar', { length: 2 })
  language: Language;

  @Column('boolean')
  spam: boolean;

  @Column('uuid', { name: 'tenant_id', nullable: true })
  tenantId: string | null;

  @Column('uuid', { name: 'partner_id', nullable: true })
  partnerId: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
