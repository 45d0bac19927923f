import { ApiProperty } from '@nestjs/swagger';
import {
  OUTBOUND_EMAIL_STATUSES,
  type OutboundEmailStatus,
  type OutboundEmailSummary,
} from '../../../../domain/mail/outbound-email-log.js';

/** A mail's metadata; the body and its links (which carry login tokens) are never exposed. */
export class OutboundEmailDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'nina@delinde.nl' })
  recipient: string;

  @ApiProperty({ example: 'Je account bij Portiepunt staat klaar' })
  subject: string;

  @ApiProperty({
    example: 'invitation',
    description: 'invitation, password-reset, demo-request-confirmation, partner-application-confirmation, lead-alert, ...',
  })
  kind: string;

  @ApiProperty({ enum: OUTBOUND_EMAIL_STATUSES, description: 'held: not sent because no SMTP is configured' })
  status: OutboundEmailStatus;

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ example: '421 4.7.0 Try again later', type: String, nullable: true, description: 'Error of the last failed attempt' })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ format: 'date-time', type: String, nullable: true })
  sentAt: Date | null;

  static from(email: OutboundEmailSummary): OutboundEmailDto {
    const { id, recipient, subject, kind, status, attempts, lastError, createdAt, sentAt } = email;
    return { id, recipient, subject, kind, status, attempts, lastError, createdAt, sentAt };
  }
}
