import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsEmail, IsIn, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { TENANT_ROLES, type TenantRole } from '../../../../domain/shared/actor.js';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/identity/password-hasher.js';

export class RegisterUserDto {
  @ApiProperty({ example: 'nieuw@delinde.nl', maxLength: 254 })
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'Nina', maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  firstName: string;

  @ApiProperty({ example: 'Jansen', maxLength: 100 })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  lastName: string;

  @ApiProperty({ enum: TENANT_ROLES, description: 'superadmin cannot be created through the API' })
  @IsIn(TENANT_ROLES)
  role: TenantRole;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: 200, example: 'Tijdelijk123!' })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH)
  @MaxLength(200)
  password: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  tenantId: string;
}

/** Registering under /tenants/{tenantId}/users: the tenant comes from the path. */
export class CreateUserDto extends OmitType(RegisterUserDto, ['tenantId'] as const) {}
