import type { Language } from '../../../domain/shared/language.js';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('users')
export class UserOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'tenant_id', nullable: true })
  tenantId: string | null;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { name: 'first_name', length: 100 })
  firstName: string;

  @Column('varchar', { name: 'last_name', length: 100 })
  lastName: string;

  @Column('varchar', { length: 16 })
  role: string;

  @Column('varchar', { length: 2 })
  language: Language;

  @Column('varchar', { name: 'employee_number', length: 50, nullable: true })
  employeeNumber: string | null;

  @Column('text', { name: 'password_hash', nullable: true })
  passwordHash: string | null;

  @Column('boolean', { name: 'must_change_password' })
  mustChangePassword: boolean;

  @Column('integer', { name: 'token_version' })
  tokenVersion: number;

  @Column('boolean', { name: 'is_active' })
  isActive: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'last_login_at', nullable: true })
  lastLoginAt: Date | null;

  @Column('timestamptz', { name: 'erased_at', nullable: true })
  erasedAt: Date | null;
}
