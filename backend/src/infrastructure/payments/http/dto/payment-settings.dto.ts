import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  HOLD_MINUTES_RANGE,
  MAX_METHODS,
  MOLLIE_API_KEY_PATTERN,
  PAYMENT_MODES,
  VAT_PERCENT_RANGE,
  type PaymentMode,
} from '../../../../domain/payments/payment-settings.js';

export class SavePaymentSettingsDto {
  @ApiProperty({ enum: PAYMENT_MODES, example: 'online', description: 'free: no payment; settlement: the monthly list; online: Mollie' })
  @IsIn(PAYMENT_MODES)
  mode: PaymentMode;

  @ApiPropertyOptional({
    example: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    description:
      "The organisation's Mollie API key (test_ or live_ and 30 characters). Leave it out to keep the stored one; never answered.",
    pattern: MOLLIE_API_KEY_PATTERN.source,
  })
  @IsOptional()
  @IsString()
  @Matches(MOLLIE_API_KEY_PATTERN)
  mollieApiKey?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['ideal', 'bancontact', 'creditcard', 'voucher'],
    description: 'Methods offered at checkout; each must be enabled in the Mollie account. Empty: all that the account has enabled.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_METHODS)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  methods?: string[];

  @ApiPropertyOptional({
    minimum: HOLD_MINUTES_RANGE.min,
    maximum: HOLD_MINUTES_RANGE.max,
    example: 10,
    description: 'Minutes a reservation holds its units unpaid',
  })
  @IsOptional()
  @IsInt()
  @Min(HOLD_MINUTES_RANGE.min)
  @Max(HOLD_MINUTES_RANGE.max)
  holdMinutes?: number;

  @ApiPropertyOptional({ example: false, description: 'Whether a paid reservation not picked up (no-show) is refunded' })
  @IsOptional()
  @IsBoolean()
  refundNoShows?: boolean;

  @ApiPropertyOptional({
    minimum: VAT_PERCENT_RANGE.min,
    maximum: VAT_PERCENT_RANGE.max,
    example: 9,
    description: 'VAT on portions, in percent',
  })
  @IsOptional()
  @IsInt()
  @Min(VAT_PERCENT_RANGE.min)
  @Max(VAT_PERCENT_RANGE.max)
  vatPercent?: number;
}

export class PaymentSettingsResponseDto {
  @ApiProperty({ enum: PAYMENT_MODES, example: 'online' })
  mode: PaymentMode;
  @ApiProperty({ example: true, description: 'Whether a Mollie API key is stored (the key itself is never answered)' })
  mollieApiKeySet: boolean;
  @ApiProperty({ example: true, description: 'Whether the stored key is a test_ key' })
  mollieTestMode: boolean;
  @ApiProperty({ type: [String], example: ['ideal', 'bancontact'] })
  methods: string[];
  @ApiProperty({ example: 10 })
  holdMinutes: number;
  @ApiProperty({ example: false })
  refundNoShows: boolean;
  @ApiProperty({ example: 9 })
  vatPercent: number;
}

export class PaymentMethodDto {
  @ApiProperty({ example: 'ideal' })
  id: string;
  @ApiProperty({ example: 'iDEAL' })
  description: string;
}

export class MollieTestResultDto {
  @ApiProperty({ type: [PaymentMethodDto], description: 'The methods the Mollie account has enabled' })
  methods: PaymentMethodDto[];
  @ApiProperty({ example: true })
  testMode: boolean;
}
