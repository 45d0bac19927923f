import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class EraseTenantDto {
  @ApiProperty({ description: "The tenant's slug, repeated to confirm the erasure", example: 'zorggroep-de-linde', maxLength: 60 })
  @IsString()
  @MaxLength(60)
  slug: string;
}

export class PersonalDataDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The profile: name, address, role, tenant' })
  profile: Record<string, unknown>;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Every reservation, newest first' })
  reservations: Record<string, unknown>[];

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'Notification choices, null when never set' })
  notificationPreferences: Record<string, unknown> | null;

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Devices registered for web push' })
  pushDevices: Record<string, unknown>[];
}
