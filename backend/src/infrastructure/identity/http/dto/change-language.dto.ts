import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';

export class ChangeLanguageDto {
  @ApiProperty({ enum: LANGUAGES, example: 'fr' })
  @IsIn(LANGUAGES)
  language: Language;
}
