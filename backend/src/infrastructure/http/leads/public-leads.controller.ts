import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SubmitContactRequestUseCase } from '../../../application/leads/submit-contact-request.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../../../application/leads/submit-partner-application.use-case.js';
import { Public } from '../../auth/public.decorator.js';
import { ApiErrors, ErrorResponseDto } from '../shared/error-response.dto.js';
import {
  CONTACT_REQUEST_EXAMPLES,
  CreateContactRequestDto,
  CreatePartnerApplicationDto,
  PARTNER_APPLICATION_EXAMPLES,
  SubmissionReceiptDto,
} from './dto/submission.dto.js';

const RECEIVED =
  'Stored before this answer. A repeat with the same email and organisation within 2 minutes answers the first request and stores nothing.';
const RATE_LIMITED = {
  status: 429,
  description: 'More than 5 submissions from this address in 10 minutes (both forms together)',
  type: ErrorResponseDto,
  headers: { 'Retry-After': { description: 'Seconds until a submission is accepted again', schema: { type: 'integer' } } },
};

@ApiTags('leads')
@Public()
@Controller()
export class PublicLeadsController {
  constructor(
    private readonly submitContactRequest: SubmitContactRequestUseCase,
    private readonly submitPartnerApplication: SubmitPartnerApplicationUseCase,
  ) {}

  @Post('contact')
  @ApiOperation({ summary: 'Request a demo (public form)', description: 'Rate limited per IP; a filled honeypot is accepted silently and stored nowhere.' })
  @ApiBody({ type: CreateContactRequestDto, examples: CONTACT_REQUEST_EXAMPLES })
  @ApiCreatedResponse({ type: SubmissionReceiptDto, description: RECEIVED })
  @ApiErrors(400, 413)
  @ApiResponse(RATE_LIMITED)
  async contact(@Body() dto: CreateContactRequestDto, @Req() request: FastifyRequest): Promise<SubmissionReceiptDto> {
    const { website, ...input } = dto;
    return SubmissionReceiptDto.from(await this.submitContactRequest.execute(input, { ip: request.ip, honeypot: website }));
  }

  @Post('partners/applications')
  @ApiOperation({ summary: 'Apply as a partner (public form)', description: 'Rate limited per IP; a filled honeypot is accepted silently and stored nowhere.' })
  @ApiBody({ type: CreatePartnerApplicationDto, examples: PARTNER_APPLICATION_EXAMPLES })
  @ApiCreatedResponse({ type: SubmissionReceiptDto, description: RECEIVED })
  @ApiErrors(400, 413)
  @ApiResponse(RATE_LIMITED)
  async partnerApplication(@Body() dto: CreatePartnerApplicationDto, @Req() request: FastifyRequest): Promise<SubmissionReceiptDto> {
    const { website, ...input } = dto;
    return SubmissionReceiptDto.from(await this.submitPartnerApplication.execute(input, { ip: request.ip, honeypot: website }));
  }
}
