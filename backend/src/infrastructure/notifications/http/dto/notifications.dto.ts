import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  NEW_PORTIONS_MODES,
  type NewPortionsMode,
  type NotificationChoices,
} from '../../../../domain/notifications/notification-preferences.js';

export class NotificationPreferencesDto implements NotificationChoices {
  @ApiProperty({
    enum: NEW_PORTIONS_MODES,
    description:
      'off; instant (first portion after a quiet spell within a minute, then at most every 10 minutes); digest (11:00 on working days)',
  })
  @IsIn(NEW_PORTIONS_MODES)
  newPortions: NewPortionsMode;

  @ApiProperty({
    example: ['5b0c6f4e-2a8d-4c1e-9f3a-7d6b2e1c0a94'],
    type: [String],
    format: 'uuid',
    nullable: true,
    description: "Locations of the user's organisation to hear about; null for all its active locations",
  })
  @ValidateIf((dto: NotificationPreferencesDto) => dto.locations !== null)
  @IsArray()
  @ArrayMaxSize(100)
  @IsUUID('all', { each: true })
  locations: string[] | null;

  @ApiProperty({ description: "Web push to the user's subscribed devices" })
  @IsBoolean()
  push: boolean;

  @ApiProperty({ description: "A reminder 30 minutes before a reserved portion's pick-up window closes" })
  @IsBoolean()
  reminders: boolean;

  @ApiProperty({
    required: false,
    description:
      'Being told (mail, and push when on) when the kitchen withdraws a reserved portion; default true. Allergen changes to a reserved portion are told whatever this says. Absent in a PUT: unchanged.',
  })
  @IsOptional()
  @IsBoolean()
  reservationChanges: boolean;

  static from(choices: NotificationChoices): NotificationPreferencesDto {
    return Object.assign(new NotificationPreferencesDto(), choices);
  }
}

export class PushPublicKeyDto {
  @ApiProperty({
    example: 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-PYm7HXjAPF9t5wWvf9k',
    description: 'The VAPID public key, base64url: the applicationServerKey of PushManager.subscribe',
  })
  publicKey: string;
}

export class PushKeysDto {
  @ApiProperty({
    example: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
    description: "The subscription's P-256 public key, base64url",
  })
  @IsString()
  @MaxLength(200)
  p256dh: string;

  @ApiProperty({ example: 'FPssNDTKnInHVndSTdbKFw', description: "The subscription's authentication secret, base64url" })
  @IsString()
  @MaxLength(100)
  auth: string;
}

const ENDPOINT_RULES = { protocols: ['https'], require_protocol: true, require_tld: false };

export class PushEndpointDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/abc123', description: "The push service's https URL for this device" })
  @IsUrl(ENDPOINT_RULES, { message: 'endpoint must be an https URL' })
  @MaxLength(2000)
  endpoint: string;
}

export class PushSubscriptionDto extends PushEndpointDto {
  @ApiProperty({ type: PushKeysDto })
  @IsObject()
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys: PushKeysDto;
}
