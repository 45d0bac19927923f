import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class MollieWebhookDto {
  @ApiProperty({ example: 'tr_WDqYK6vllg', description: "Mollie's payment id: the only thing its webhook carries" })
  @IsString()
  @MaxLength(64)
  @Matches(/^tr_[A-Za-z0-9]+$/)
  id: string;
}
