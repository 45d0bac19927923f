import { LANGUAGES, type Language } from '../../../../domain/shared/language.js';
import { acceptWholeRecord } from '../../../platform/http/whole-record.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CONTACT_REQUEST_STATUSES,
  INSTITUTION_TYPES,
  LOCATION_COUNTS,
  type ContactRequest,
  type ContactRequestStatus,
  type InstitutionType,
  type LocationCount,
} from '../../../../domain/leads/contact-request.js';
import { TEXT_MAX } from '../../../../domain/leads/lead-fields.js';
import {
  PARTNER_APPLICATION_STATUSES,
  type PartnerApplication,
  type PartnerApplicationStatus,
} from '../../../../domain/leads/partner-application.js';
import type { StatusChange } from '../../../../domain/leads/status-change.js';
import type { LeadDetails } from '../../../../application/leads/lead-details.js';
import { PLANS, smallestPlanFor, type Plan } from '../../../../domain/tenancy/index.js';
import { SlugAndPlanDto, TenantResponseDto } from '../../../tenancy/http/dto/tenant.dto.js';
import { TrimToAbsent } from './trim.js';
import { MultiLine } from '../../../platform/http/text-rules.js';

const NOTE = { description: 'Why, or what was agreed; recorded in the history', maxLength: TEXT_MAX, nullable: true, type: String };

export class ChangeContactRequestStatusDto {
  @ApiProperty({
    enum: CONTACT_REQUEST_STATUSES,
    description:
      'new → contacted → converted; rejected (with a note giving the reason) from new or contacted; back to new or contacted at any time',
  })
  @IsIn(CONTACT_REQUEST_STATUSES)
  status: ContactRequestStatus;

  @ApiPropertyOptional({ ...NOTE, example: 'Gebeld, demo gepland op 3 december.' })
  @TrimToAbsent()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `note must be at most ${TEXT_MAX} characters` })
  @MultiLine()
  note?: string | null;
}

export class ChangePartnerApplicationStatusDto {
  @ApiProperty({ enum: PARTNER_APPLICATION_STATUSES, description: 'Any status may follow any other' })
  @IsIn(PARTNER_APPLICATION_STATUSES)
  status: PartnerApplicationStatus;

  @ApiPropertyOptional({ ...NOTE, example: 'Kennismaking gehad, past goed bij ons netwerk.' })
  @TrimToAbsent()
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX, { message: `note must be at most ${TEXT_MAX} characters` })
  @MultiLine()
  note?: string | null;
}

/** Creates the tenant named after the request's organisation, with its first admin. */
export class ConvertContactRequestDto extends SlugAndPlanDto {}

export class StatusChangeResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'new' })
  from: string;

  @ApiProperty({ example: 'contacted' })
  to: string;

  @ApiProperty({ example: 'Gebeld, demo gepland op 3 december.', nullable: true, type: String })
  note: string | null;

  @ApiProperty({ format: 'uuid', description: 'The superadmin who made the change' })
  changedBy: string;

  @ApiProperty({ example: 'Sam Super', description: 'Their name at the time' })
  changedByName: string;

  @ApiProperty({ format: 'date-time' })
  changedAt: Date;

  static from(change: StatusChange): StatusChangeResponseDto {
    const { id, from, to, note, changedBy, changedAt } = change;
    return { id, from, to, note, changedBy: changedBy.userId, changedByName: changedBy.name, changedAt };
  }
}

export class ContactRequestResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Zorggroep Het Anker' })
  organizationName: string;

  @ApiProperty({ example: 'Marieke' })
  firstName: string;

  @ApiProperty({ example: 'Jansen' })
  lastName: string;

  @ApiProperty({ example: 'm.jansen@hetanker.nl', description: 'Lower-cased' })
  email: string;

  @ApiProperty({ example: '+31 30 123 45 67', nullable: true, type: String })
  phone: string | null;

  @ApiProperty({ enum: INSTITUTION_TYPES, nullable: true })
  institutionType: InstitutionType | null;

  @ApiProperty({ enum: LOCATION_COUNTS, nullable: true })
  numberOfLocations: LocationCount | null;

  @ApiProperty({ example: 'Wij hebben drie locaties en willen graag een demo.', nullable: true, type: String })
  message: string | null;

  @ApiProperty({ nullable: true, type: Boolean, description: 'null when the form did not send it (the contact page)' })
  privacyAccepted: boolean | null;

  @ApiProperty({ enum: CONTACT_REQUEST_STATUSES })
  status: ContactRequestStatus;

  @ApiProperty({ enum: LANGUAGES, example: 'nl', description: 'The language of the form, in which the person was answered' })
  language: Language;

  @ApiProperty({ description: 'Caught by the honeypot; left out of the list unless filter {"spam":true}' })
  spam: boolean;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The tenant this request was converted into' })
  tenantId: string | null;

  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The referring partner (from the referral code sent with the request)',
  })
  partnerId: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  @ApiProperty({
    enum: PLANS,
    description: 'The plan offered when converting: the smallest whose location cap fits the most locations asked for',
  })
  proposedPlan: Plan;

  static from(request: ContactRequest): ContactRequestResponseDto {
    return { ...request.toState(), proposedPlan: smallestPlanFor(request.mostLocationsAsked) };
  }
}

export class ContactRequestDetailsDto extends ContactRequestResponseDto {
  @ApiProperty({ type: [StatusChangeResponseDto], description: 'Status changes, oldest first' })
  history: StatusChangeResponseDto[];

  static fromDetails({ lead, history }: LeadDetails<ContactRequest>): ContactRequestDetailsDto {
    return { ...ContactRequestResponseDto.from(lead), history: history.map(StatusChangeResponseDto.from) };
  }
}

export class ConvertedContactRequestDto {
  @ApiProperty({ type: ContactRequestDetailsDto })
  contactRequest: ContactRequestDetailsDto;

  @ApiProperty({ type: TenantResponseDto })
  tenant: TenantResponseDto;
}

export class PartnerApplicationResponseDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Ahmed' })
  firstName: string;

  @ApiProperty({ example: 'El Amrani' })
  lastName: string;

  @ApiProperty({ example: 'ahmed@keukenadviesnoord.nl', description: 'Lower-cased' })
  email: string;

  @ApiProperty({ example: '06 12345678', nullable: true, type: String })
  phone: string | null;

  @ApiProperty({ example: 'Keukenadvies Noord', nullable: true, type: String })
  company: string | null;

  @ApiProperty({ example: 'Zelfstandig adviseur grootkeukens', description: 'Current job' })
  role: string;

  @ApiProperty({ example: 'Tien jaar advies aan grootkeukens in de zorg' })
  experience: string;

  @ApiProperty({ example: 'Zorginstellingen en scholen in Noord-Nederland' })
  network: string;

  @ApiProperty({ example: 'Minder voedselverspilling bij mijn klanten' })
  motivation: string;

  @ApiProperty({ enum: PARTNER_APPLICATION_STATUSES })
  status: PartnerApplicationStatus;

  @ApiProperty({ enum: LANGUAGES, example: 'nl', description: 'The language of the form, in which the person was answered' })
  language: Language;

  @ApiProperty({ description: 'Caught by the honeypot; left out of the list unless filter {"spam":true}' })
  spam: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt: Date;

  static from(application: PartnerApplication): PartnerApplicationResponseDto {
    return application.toState();
  }
}

export class PartnerApplicationDetailsDto extends PartnerApplicationResponseDto {
  @ApiProperty({ type: [StatusChangeResponseDto], description: 'Status changes, oldest first' })
  history: StatusChangeResponseDto[];

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The partner made when the application was accepted' })
  partnerId: string | null;

  static fromDetails({ lead, history, partnerId }: LeadDetails<PartnerApplication>): PartnerApplicationDetailsDto {
    return { ...lead.toState(), history: history.map(StatusChangeResponseDto.from), partnerId: partnerId ?? null };
  }
}

// PUT takes the whole record as GET returned it: the record's other fields are read-only.
acceptWholeRecord(ChangeContactRequestStatusDto, ContactRequestDetailsDto);
acceptWholeRecord(ChangePartnerApplicationStatusDto, PartnerApplicationDetailsDto);
