import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { WebhookDelivery } from '../../../../application/webhooks/webhook-outbox.port.js';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEndpointState,
  type WebhookEventType,
} from '../../../../domain/webhooks/webhook-endpoint.js';
import { acceptWholeRecord } from '../../../platform/http/whole-record.js';

export class CreateWebhookDto {
  @ApiProperty({
    maxLength: WEBHOOK_URL_MAX,
    example: 'https://intranet.delinde.nl/hooks/portiepunt',
    description: 'https; http only outside production',
  })
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX)
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['portion.created', 'reservation.created'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events: WebhookEventType[];

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class UpdateWebhookDto {
  @ApiPropertyOptional({ maxLength: WEBHOOK_URL_MAX, example: 'https://intranet.delinde.nl/hooks/portiepunt' })
  @IsOptional()
  @IsString()
  @MaxLength(WEBHOOK_URL_MAX)
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true, example: ['portion.created'] })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENTS.length)
  @IsIn(WEBHOOK_EVENTS, { each: true })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'Switching it on again clears the reason it was switched off' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean;
}

export class WebhookResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'https://intranet.delinde.nl/hooks/portiepunt' })
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['portion.created', 'reservation.created'] })
  events: WebhookEventType[];

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({
    nullable: true,
    type: String,
    example: null,
    description: 'Why the system switched the endpoint off (after 3 days of failed deliveries)',
  })
  disabledReason: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(endpoint: WebhookEndpoint | WebhookEndpointState): WebhookResponseDto {
    const { id, url, events, enabled, disabledReason, createdAt } = 'toState' in endpoint ? endpoint.toState() : endpoint;
    return { id, url, events, enabled, disabledReason, createdAt };
  }
}

export class CreatedWebhookResponseDto extends WebhookResponseDto {
  @ApiProperty({
    description: 'The signing secret, shown only in this answer (Standard Webhooks: `whsec_` and base64)',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret: string;

  static withSecret(endpoint: WebhookEndpoint | WebhookEndpointState): CreatedWebhookResponseDto {
    const state = 'toState' in endpoint ? endpoint.toState() : endpoint;
    return { ...WebhookResponseDto.from(state), secret: state.secret };
  }
}

export class WebhookDeliveryResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ description: 'The webhook-id header; a resent copy keeps it', example: 'msg_2b9c0e4f8a7d4c1e9f3a6b5d8c7e1f20' })
  messageId: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS })
  eventType: WebhookEventType;

  @ApiProperty({
    enum: ['queued', 'sent', 'failed', 'held'],
    description: 'queued: waiting or retrying; failed: retries used up; held: the endpoint was off',
  })
  status: WebhookDelivery['status'];

  @ApiProperty({ example: 1 })
  attempts: number;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  lastAttemptAt: Date | null;

  @ApiProperty({ nullable: true, type: String, example: 'HTTP 500' })
  lastError: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  sentAt: Date | null;
}

// PUT takes the whole record as GET or the create answer returned it (react-admin edits a record it just created from
// its cache, secret included): the record's other fields are read-only.
acceptWholeRecord(UpdateWebhookDto, CreatedWebhookResponseDto);
