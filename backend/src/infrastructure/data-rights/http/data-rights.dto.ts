import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class EraseTenantDto {
  @ApiProperty({ description: "The tenant's slug, repeated to confirm the erasure", example: 'zorggroep-de-linde', maxLength: 60 })
  @IsString()
  @MaxLength(60)
  slug: string;
}

export class PersonalDataDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The profile: name, address, employee number, role, tenant',
    example: {
      id: '67d43247-ddd2-4da3-a441-9fd4b4262a48',
      email: 'zorg@delinde.nl',
      firstName: 'Sanne',
      lastName: 'de Vries',
      employeeNumber: 'P-10442',
      role: 'staff',
      tenantId: 'b2b073f3-1b69-4096-adf3-bbc25fd64fd7',
      tenantName: 'Zorggroep De Linde',
      isActive: true,
      createdAt: '2026-09-01T08:00:00.000Z',
    },
  })
  profile: Record<string, unknown>;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Every reservation, newest first',
    example: [
      {
        id: '011a2f8a-88f0-4b73-b11d-ca153bff4a57',
        portionId: '1daf8d87-c568-4986-9c31-cf085e4befc1',
        portionTitle: 'Vegetarische curry met rijst',
        locationName: 'Paviljoen Oost',
        quantity: 1,
        status: 'picked_up',
        reservedAt: '2026-11-20T11:02:00.000Z',
        pickedUpAt: '2026-11-20T12:31:00.000Z',
        cancelledAt: null,
      },
    ],
  })
  reservations: Record<string, unknown>[];

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Notification choices, null when never set',
    example: { newPortions: 'digest', locations: null, push: false, reminders: true, reservationChanges: true },
  })
  notificationPreferences: Record<string, unknown> | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Devices registered for web push',
    example: [{ endpoint: 'https://push.example.org/abc', createdAt: '2026-11-02T08:15:00.000Z' }],
  })
  pushDevices: Record<string, unknown>[];

  @ApiProperty({
    type: 'object',
    properties: { createdAt: { type: 'string', format: 'date-time' } },
    nullable: true,
    description:
      'The private calendar feed: since when its current address exists; null without one. The address itself is never shown again',
    example: { createdAt: '2026-11-24T09:30:00.000Z' },
  })
  calendarFeed: { createdAt: Date } | null;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Waste the person recorded (kitchen and admin)',
    example: [
      {
        id: '0b6c…',
        locationName: 'Hoofdgebouw',
        weightGrams: 1250,
        stage: 'overproduction',
        reasonCode: 'overproduced',
        destination: 'digestion',
        recordedAt: '2026-11-20T13:45:00.000Z',
        note: null,
        createdAt: '2026-11-20T13:45:00.000Z',
      },
    ],
  })
  wasteRecords: Record<string, unknown>[];
}
