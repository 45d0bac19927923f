import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../domain/shared/password-length.js';
import { normalizeEmail } from '../../../../domain/shared/email.js';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'zorg@delinde.nl', maxLength: 254, description: 'Trimmed and lower-cased, as at login' })
  @Transform(({ value }) => (typeof value === 'string' ? normalizeEmail(value) : value))
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;
}

export class ForgotPasswordReceiptDto {
  @ApiProperty({ example: 'If this address belongs to an active account, a link to choose a new password is on its way.' })
  message: string;
}

export class ResetPasswordDto {
  @ApiProperty({
    example: 'Xq3v9Lr0cN6tYb2KsW8eHj4uPz1aMf5dGi7oRk-QwE',
    description: 'The token from the link in the reset or invitation mail',
  })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token: string;

  @ApiProperty({
    example: 'Lang-en-uniek-42',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    description:
      'At least 8 characters, not one of the 10,000 most common passwords, and scoring at least 2 of 4 with zxcvbn-ts (Dutch, French and English dictionaries)',
  })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;
}

export class ChangePasswordDto {
  @ApiProperty({ example: 'Groene-Soeplepel-73' })
  @IsString()
  @MinLength(1)
  @MaxLength(MAX_PASSWORD_LENGTH)
  currentPassword: string;

  @ApiProperty({
    example: 'Lang-en-uniek-42',
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    description:
      'At least 8 characters, not one of the 10,000 most common passwords, and scoring at least 2 of 4 with zxcvbn-ts (Dutch, French and English dictionaries)',
  })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `newPassword must be at least ${MIN_PASSWORD_LENGTH} characters` })
  @MaxLength(MAX_PASSWORD_LENGTH)
  newPassword: string;
}
