import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('password_tokens')
export class PasswordTokenOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('varchar', { length: 16 })
  purpose: string;

  @Column('char', { name: 'token_hash', length: 64 })
  tokenHash: string;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
