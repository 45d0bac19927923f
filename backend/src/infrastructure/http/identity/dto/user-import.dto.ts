import { ApiProperty } from '@nestjs/swagger';

const REASONS = ['invalid_email', 'missing_first_name', 'missing_last_name', 'name_too_long', 'invalid_role', 'wrong_column_count', 'duplicate_in_file', 'email_taken'];

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

  @ApiProperty({ enum: REASONS, example: 'invalid_email' })
  reason: string;
}

export class UserImportReportDto {
  @ApiProperty({ type: ImportedUserDto, isArray: true, description: 'Each was mailed an invitation to choose a password' })
  added: ImportedUserDto[];

  @ApiProperty({ type: SkippedUserDto, isArray: true })
  skipped: SkippedUserDto[];
}
