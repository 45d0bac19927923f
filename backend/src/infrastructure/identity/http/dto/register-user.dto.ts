import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { TENANT_ROLES, type TenantRole } from '../../../../domain/shared/actor.js';
import { EMPLOYEE_NUMBER_MAX } from '../../../../domain/identity/employee-number.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../domain/shared/password-length.js';

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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EMPLOYEE_NUMBER_MAX,
    example: 'P-10442',
    description: 'The number payroll knows the person by; one line, trimmed, empty means none. Not unique.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMPLOYEE_NUMBER_MAX)
  employeeNumber?: string | null;

  @ApiProperty({ enum: TENANT_ROLES, description: 'superadmin cannot be created through the API' })
  @IsIn(TENANT_ROLES)
  role: TenantRole;

  @ApiPropertyOptional({
    minLength: MIN_PASSWORD_LENGTH,
    maxLength: MAX_PASSWORD_LENGTH,
    example: 'Tijdelijk123!',
    description:
      'A temporary password, which the user must change at first login. Leave it out to mail the user an invitation (valid 72 hours) to choose their own.',
  })
  @IsOptional()
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password?: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  tenantId: string;
}

/** Registering under /tenants/{tenantId}/users: the tenant comes from the path. */
export class CreateUserDto extends OmitType(RegisterUserDto, ['tenantId'] as const) {}
