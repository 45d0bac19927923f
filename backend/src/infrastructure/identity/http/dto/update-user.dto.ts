import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { acceptWholeRecord } from '../../../platform/http/whole-record.js';
import { UserResponseDto } from './user-response.dto.js';
import { EMPLOYEE_NUMBER_MAX } from '../../../../domain/identity/employee-number.js';
import { TENANT_ROLES, type TenantRole } from '../../../../domain/shared/actor.js';

/** Fields an admin may change; the rest of the record is read-only. */
export class UpdateUserDto {
  @ApiPropertyOptional({ example: 'Sanne', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ example: 'de Vries', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional({ enum: TENANT_ROLES })
  @IsOptional()
  @IsIn(TENANT_ROLES)
  role?: TenantRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EMPLOYEE_NUMBER_MAX,
    example: 'P-10442',
    description: 'null or empty removes it',
  })
  @IsOptional()
  @IsString()
  @MaxLength(EMPLOYEE_NUMBER_MAX)
  employeeNumber?: string | null;
}

acceptWholeRecord(UpdateUserDto, UserResponseDto);
