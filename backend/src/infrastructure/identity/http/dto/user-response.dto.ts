import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../../domain/shared/actor.js';
import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';
import type { User } from '../../../../domain/identity/user.js';

export class UserResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'zorg@delinde.nl' })
  email: string;

  @ApiProperty({ example: 'Sanne' })
  firstName: string;

  @ApiProperty({ example: 'de Vries' })
  lastName: string;

  @ApiProperty({ enum: ROLES })
  role: Role;

  @ApiProperty({ enum: LANGUAGES, example: 'nl', description: "The language of the user's screens, mails, pushes and exports" })
  language: Language;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 50,
    example: 'P-10442',
    description: 'The number payroll knows the person by (the payroll export); null when none is recorded. Not unique.',
  })
  employeeNumber: string | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null for a superadmin' })
  tenantId: string | null;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty({
    description:
      'true while the user has a temporary password chosen by someone else; only the profile and the password change answer until they replace it',
  })
  mustChangePassword: boolean;

  @ApiProperty({ description: 'true while an invited user has not yet chosen a password through their invitation link' })
  invitationPending: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  /** Never carries the password hash. */
  static from(user: User): UserResponseDto {
    const {
      id,
      email,
      firstName,
      lastName,
      role,
      language,
      employeeNumber,
      tenantId,
      isActive,
      mustChangePassword,
      passwordHash,
      createdAt,
    } = user.toState();
    return {
      id,
      email,
      firstName,
      lastName,
      role,
      language,
      employeeNumber,
      tenantId,
      isActive,
      mustChangePassword,
      invitationPending: passwordHash === null,
      createdAt,
    };
  }
}

/** The signed-in user's own profile, with the organisation's name (printed on portion labels). */
export class ProfileResponseDto extends UserResponseDto {
  @ApiProperty({ type: String, nullable: true, example: 'Zorggroep De Linde', description: 'null for a superadmin' })
  tenantName: string | null;
}
