import type { Language } from '../../../domain/shared/language.js';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('partner_applications')
export class PartnerApplicationOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'first_name', length: 100 })
  firstName: string;

  @Column('varchar', { name: 'last_name', length: 100 })
  lastName: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 30, nullable: true })
  phone: string | null;

  @Column('varchar', { length: 2000, nullable: true })
  company: string | null;

  @Column('varchar', { length: 2000 })
  role: string;

  @Column('varchar', { length: 2000 })
  experience: string;

  @Column('varchar', { length: 2000 })
  network: string;

  @Column('varchar', { length: 2000 })
  motivation: string;

  @Column('varchar', { length: 16 })
  status: string;

  @Column('varchar', { length: 2 })
  language: Language;

  @Column('boolean')
  spam: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
