import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsEmail, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { INSTITUTION_TYPES, LOCATION_COUNTS, type InstitutionType, type LocationCount } from '../../../../domain/leads/contact-request.js';
import { MESSAGE_MAX, NAME_MAX, PHONE_MAX, PHONE_PATTERN, TEXT_MAX } from '../../../../domain/leads/lead-fields.js';
import { Trim, TrimToAbsent } from './trim.js';
import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';
import { MultiLine } from '../../../platform/http/text-rules.js';

const lengthMessage = (min: number, max: number) => ({ message: `$property must be ${min} to ${max} characters` });
const maxMessage = (max: number) => ({ message: `$property must be at most ${max} characters` });
const EMAIL = { message: 'email must be a valid email address' };
const PHONE = { message: 'phone may only contain digits, spaces and + ( ) -' };

/** Fields both public forms share: names, email, phone and the honeypot. */
class PersonDto {
  @ApiProperty({ example: 'Marieke', maxLength: NAME_MAX })
  @Trim()
  @IsString()
  @Length(1, NAME_MAX, lengthMessage(1, NAME_MAX))
  firstName: string;

  @ApiProperty({ example: 'Jansen', maxLength: NAME_MAX })
  @Trim()
  @IsString()
  @Length(1, NAME_MAX, lengthMessage(1, NAME_MAX))
  lastName: string;

  @ApiProperty({ example: 'm.jansen@hetanker.nl', maxLength: 254 })
  @Trim()
  @IsEmail({}, EMAIL)
  @MaxLength(254, EMAIL)
  email: string;

  @ApiPropertyOptional({
    example: '+31 30 123 45 67',
    maxLength: PHONE_MAX,
    description: 'Digits, spaces and + ( ) -',
    nullable: true,
    type: String,
  })
  @TrimToAbsent()
  @IsOptional()
  @IsString()
  @MaxLength(PHONE_MAX, maxMessage(PHONE_MAX))
  @Matches(PHONE_PATTERN, PHONE)
  phone?: string | null;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    default: 'nl',
    description: 'The language of the form, in which the confirmation mail is written; absent or "": Dutch',
  })
  @TrimToAbsent()
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;

  @ApiPropertyOptional({
    description: 'Honeypot: a hidden field that people leave empty. When filled, the request is answered as usual but stored as spam.',
    maxLength: TEXT_MAX,
  })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, maxMessage(TEXT_MAX))
  website?: string;
}

export class CreateContactRequestDto extends PersonDto {
  @ApiProperty({ example: 'Zorggroep Het Anker', maxLength: NAME_MAX })
  @Trim()
  @IsString()
  @Length(1, NAME_MAX, lengthMessage(1, NAME_MAX))
  organizationName: string;

  @ApiPropertyOptional({
    enum: INSTITUTION_TYPES,
    description: 'Either value list of the two forms; "" counts as not sent',
    nullable: true,
  })
  @TrimToAbsent()
  @IsOptional()
  @IsIn(INSTITUTION_TYPES, { message: `institutionType must be one of ${INSTITUTION_TYPES.join(', ')}` })
  institutionType?: InstitutionType | null;

  @ApiPropertyOptional({ enum: LOCATION_COUNTS, description: 'Either value list of the two forms; "" counts as not sent', nullable: true })
  @TrimToAbsent()
  @IsOptional()
  @IsIn(LOCATION_COUNTS, { message: `numberOfLocations must be one of ${LOCATION_COUNTS.join(', ')}` })
  numberOfLocations?: LocationCount | null;

  @ApiPropertyOptional({
    example: 'Wij hebben drie locaties en willen graag een demo.',
    maxLength: MESSAGE_MAX,
    nullable: true,
    type: String,
  })
  @TrimToAbsent()
  @IsOptional()
  @IsString()
  @MaxLength(MESSAGE_MAX, maxMessage(MESSAGE_MAX))
  @MultiLine()
  message?: string | null;

  @ApiPropertyOptional({
    description: "A partner's referral code (kept by the site in the pp_ref cookie); an unknown or inactive code is ignored",
    example: 'van-dijk-advies',
    nullable: true,
    type: String,
  })
  @TrimToAbsent()
  @IsOptional()
  @IsString()
  @MaxLength(60, maxMessage(60))
  referralCode?: string | null;

  @ApiPropertyOptional({ description: 'Sent by the home form only; must be true when sent', example: true })
  @IsOptional()
  @Equals(true, { message: 'privacyAccepted must be true when sent' })
  privacyAccepted?: boolean;
}

export class CreatePartnerApplicationDto extends PersonDto {
  @ApiPropertyOptional({ example: 'Keukenadvies Noord', maxLength: TEXT_MAX, nullable: true, type: String })
  @TrimToAbsent()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, maxMessage(TEXT_MAX))
  company?: string | null;

  @ApiProperty({ example: 'Zelfstandig adviseur grootkeukens', maxLength: TEXT_MAX, description: 'Current job (Huidige functie)' })
  @Trim()
  @IsString()
  @Length(1, TEXT_MAX, lengthMessage(1, TEXT_MAX))
  role: string;

  @ApiProperty({ example: 'Tien jaar advies aan grootkeukens in de zorg', maxLength: TEXT_MAX })
  @Trim()
  @IsString()
  @Length(1, TEXT_MAX, lengthMessage(1, TEXT_MAX))
  @MultiLine()
  experience: string;

  @ApiProperty({ example: 'Zorginstellingen en scholen in Noord-Nederland', maxLength: TEXT_MAX })
  @Trim()
  @IsString()
  @Length(1, TEXT_MAX, lengthMessage(1, TEXT_MAX))
  @MultiLine()
  network: string;

  @ApiProperty({ example: 'Minder voedselverspilling bij mijn klanten', maxLength: TEXT_MAX })
  @Trim()
  @IsString()
  @Length(1, TEXT_MAX, lengthMessage(1, TEXT_MAX))
  @MultiLine()
  motivation: string;

  @ApiProperty({ description: 'Consent to the privacy statement and terms; must be true', example: true })
  @Equals(true, { message: 'privacyAccepted must be true' })
  privacyAccepted: boolean;
}

/** The public answer: enough to confirm receipt, nothing more. */
export class SubmissionReceiptDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'new' })
  status: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(lead: { toState(): { id: string; status: string; createdAt: Date } }): SubmissionReceiptDto {
    const { id, status, createdAt } = lead.toState();
    return { id, status, createdAt };
  }
}

export const CONTACT_REQUEST_EXAMPLES = {
  homeForm: {
    summary: 'Home page demo form (/#contact)',
    value: {
      organizationName: 'Zorggroep Het Anker',
      firstName: 'Marieke',
      lastName: 'Jansen',
      email: 'm.jansen@hetanker.nl',
      phone: '+31 30 123 45 67',
      institutionType: 'care-home',
      numberOfLocations: '2-5',
      message: 'Wij willen graag zien hoe we restporties kunnen aanbieden aan onze medewerkers.',
      privacyAccepted: true,
      website: '',
    },
  },
  contactPage: {
    summary: 'Standalone contact page (/contact)',
    value: {
      organizationName: 'Hogeschool Zuid',
      firstName: 'Pieter',
      lastName: 'de Boer',
      email: 'p.deboer@hszuid.nl',
      phone: '',
      institutionType: 'hogeschool',
      numberOfLocations: '4-10',
      message: '',
      website: '',
    },
  },
};

export const PARTNER_APPLICATION_EXAMPLES = {
  partnerForm: {
    summary: 'Partner form (/partners)',
    value: {
      firstName: 'Ahmed',
      lastName: 'El Amrani',
      email: 'ahmed@keukenadviesnoord.nl',
      phone: '06 12345678',
      company: 'Keukenadvies Noord',
      role: 'Zelfstandig adviseur grootkeukens',
      experience: 'Twaalf jaar advies aan zorginstellingen over keukeninrichting.',
      network: 'Facilitair managers van zo’n veertig zorglocaties in Groningen en Drenthe.',
      motivation: 'Mijn klanten vragen steeds vaker hoe ze voedselverspilling kunnen terugdringen.',
      privacyAccepted: true,
      website: '',
    },
  },
};
