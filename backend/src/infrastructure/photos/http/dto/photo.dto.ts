import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PHOTO_WIDTHS, type PhotoVariant } from '../../../../domain/photos/photo.js';

export class PhotoLinkParamsDto {
  @ApiProperty({ description: 'Expiry of the link, seconds since the epoch', example: '1795000000' })
  @IsString()
  @MaxLength(20)
  expires: string;

  @ApiProperty({ description: 'HMAC of tenant, photo and expiry' })
  @IsString()
  @MaxLength(100)
  signature: string;

  @ApiPropertyOptional({ enum: Object.keys(PHOTO_WIDTHS), default: 'large', description: 'large: 1200 px wide, small: 400 px' })
  @IsOptional()
  @IsIn(Object.keys(PHOTO_WIDTHS))
  size?: PhotoVariant;
}

/** For the OpenAPI document: the multipart body of a photo upload. */
export const PHOTO_UPLOAD_SCHEMA = {
  type: 'object',
  required: ['photo'],
  properties: { photo: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 8 MB' } },
};
