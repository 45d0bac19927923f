import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A row of the mail outbox; the shared outbox columns are described in infrastructure/outbox/outbox-channel.ts. */
@Entity('outbound_emails')
export class OutboundEmailOrmEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 64 })
  kind: string;

  @Column('varchar', { length: 254 })
  recipient: string;

  @Column('text')
  subject: string;

  @Column('text', { name: 'text_body' })
  textBody: string;

  @Column('text', { name: 'html_body' })
  htmlBody: string;

  @Column('jsonb')
  headers: Record<string, string>;

  @Column('varchar', { length: 8 })
  status: string;

  @Column('integer')
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt: Date;

  @Column('timestamptz', { name: 'last_attempt_at', nullable: true })
  lastAttemptAt: Date | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;

  @Column('varchar', { name: 'request_id', length: 128, nullable: true })
  requestId: string | null;
}
