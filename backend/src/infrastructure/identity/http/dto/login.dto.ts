import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { UserResponseDto } from './user-response.dto.js';

export class LoginDto {
  @ApiProperty({ example: 'beheer@delinde.nl' })
  @IsString()
  @MinLength(1)
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Groene-Soeplepel-73' })
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  password: string;
}

export class LoginResponseDto {
  @ApiProperty({
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3ZDk1YmM3OCJ9.c2lnbmF0dXJl',
    description: 'JWT (HS256) to send as "Authorization: Bearer <token>"',
  })
  token: string;

  @ApiProperty({ type: UserResponseDto })
  user: UserResponseDto;

  @ApiProperty({ description: "True on the user's first login ever: the dashboard greets a newcomer differently" })
  firstLogin: boolean;
}
