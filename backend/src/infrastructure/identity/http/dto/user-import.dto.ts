import { ApiProperty } from '@nestjs/swagger';
import { IMPORT_SKIP_MESSAGES } from '../../../../domain/identity/user-import.js';

export class ImportedUserDto {
  @ApiProperty({ example: 2, description: 'Line in the file; the header is line 1' })
  row: number;

  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'sanne@zorg.nl' })
  email: string;
}

export class SkippedUserDto {
  @ApiProperty({ example: 3, description: 'Line in the file; the header is line 1' })
  row: number;

  @ApiProperty({ example: 'geen-email', description: 'As written in the file (normalised when valid)' })
  email: string;

  @ApiProperty({ enum: Object.keys(IMPORT_SKIP_MESSAGES), example: 'invalid_email' })
  reason: string;

  @ApiProperty({ example: IMPORT_SKIP_MESSAGES.invalid_email, description: 'The reason in Dutch, as the admin screen shows it' })
  message: string;
}

export class UserImportReportDto {
  @ApiProperty({ type: ImportedUserDto, isArray: true, description: 'Each was mailed an invitation to choose a password' })
  added: ImportedUserDto[];

  @ApiProperty({ type: SkippedUserDto, isArray: true })
  skipped: SkippedUserDto[];
}
