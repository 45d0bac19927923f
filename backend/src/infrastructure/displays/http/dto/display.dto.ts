import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ALLERGENS, DIET_MARKS, type Allergen, type DietMark } from '../../../../domain/portions/index.js';
import { DISPLAY_NAME_MAX, type DisplayLink, type DisplayLinkState } from '../../../../domain/displays/display-link.js';
import type { DisplayPortionView } from '../../../../application/displays/list-display-portions.query.js';

export class CreateDisplayLinkDto {
  @ApiPropertyOptional({
    example: 'Scherm hal Hoofdgebouw',
    maxLength: DISPLAY_NAME_MAX,
    description: 'What the admin calls the screen; trimmed, not blank. Without it the link has no name (null).',
  })
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(DISPLAY_NAME_MAX)
  name?: string;
}

export class RenameDisplayLinkDto {
  @ApiProperty({ example: 'Scherm restaurant', maxLength: DISPLAY_NAME_MAX, description: 'Trimmed, not blank' })
  @IsString()
  @MinLength(1)
  @MaxLength(DISPLAY_NAME_MAX)
  name: string;
}

export class DisplayLinkResponseDto {
  @ApiProperty({ format: 'uuid', example: '5d1f7a2e-9c3b-4e8a-b6d0-1f2e3a4b5c6d' })
  id: string;

  @ApiProperty({ type: String, nullable: true, example: 'Scherm hal Hoofdgebouw', description: 'null for a link made without a name' })
  name: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(link: DisplayLink | DisplayLinkState): DisplayLinkResponseDto {
    const { id, name, createdAt } = 'toState' in link ? link.toState() : link;
    return { id, name, createdAt };
  }
}

export class CreatedDisplayLinkResponseDto extends DisplayLinkResponseDto {
  @ApiProperty({
    description:
      'The page for the screen, shown only in this answer: APP_URL, `/scherm/` and a token of 32 random bytes in base64url. Only a hash of the token is stored.',
    example: 'https://portiepunt.example.nl/scherm/Xk3f9Q2mW8vR1tY6uJ0pL4sD7gH5aZ9cB3nE2xK8wQo',
  })
  url: string;
}

export class DisplayPortionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Lasagne bolognese' })
  title: string;

  @ApiProperty({ description: 'Still free to reserve; at least 1 (sold-out portions are not listed)', example: 4 })
  availableQuantity: number;

  @ApiProperty({ example: 10 })
  totalQuantity: number;

  @ApiProperty({ format: 'date-time', description: 'End of the pick-up window' })
  availableUntil: Date;

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['gluten', 'milk'], description: '"Contains", in the order of the regulation' })
  allergens: Allergen[];

  @ApiProperty({ enum: ALLERGENS, isArray: true, example: ['nuts'], description: '"May contain traces of"' })
  mayContain: Allergen[];

  @ApiProperty({
    example: true,
    description: 'false only for portions offered before allergens had to be declared with none listed: unknown, not "none"',
  })
  allergensDeclared: boolean;

  @ApiProperty({ enum: DIET_MARKS, isArray: true, example: ['vegetarian'] })
  diet: DietMark[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/photos/6f1c…/9a2e…?expires=1795000000&signature=…',
    description: 'Signed link to the WebP photo (1200 px), valid for 3 to 4 hours; null without a photo',
  })
  photoUrl: string | null;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: 7, example: null, description: 'IDDSI texture level' })
  iddsiLevel: number | null;

  static from(view: DisplayPortionView): DisplayPortionDto {
    return { ...view };
  }
}

export class DisplayResponseDto {
  @ApiProperty({ example: 'Hoofdgebouw' })
  locationName: string;

  @ApiProperty({ type: DisplayPortionDto, isArray: true, description: 'Portions that can be reserved now, soonest end first; at most 60' })
  portions: DisplayPortionDto[];
}
