import { Body, Controller, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SubmitContactRequestUseCase } from '../../../application/leads/submit-contact-request.use-case.js';
import { SubmitPartnerApplicationUseCase } from '../../../application/leads/submit-partner-application.use-case.js';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ApiErrors, ErrorResponseDto } from '../../platform/http/error-response.dto.js';
import { referralCookie } from '../../partners/index.js';
import { FormPostInterceptor, isFormPost, thankYouPage } from '../../platform/http/form-post.js';
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
  example: {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many requests; try again in 600 seconds',
    code: 'too_many_submissions',
  },
  headers: { 'Retry-After': { description: 'Seconds until a submission is accepted again', schema: { type: 'integer' } } },
};

const FORM_POST = {
  status: 303,
  description:
    'A plain HTML form post (application/x-www-form-urlencoded, consent as privacyAccepted=on) is sent to the thank-you page of its language (/bedankt, /fr/merci, /en/thank-you), or back to its form page with ?fout=<fields> when it fails',
  headers: { Location: { schema: { type: 'string' } } },
};

/** Sends the receipt as JSON, or a plain form's browser on to the thank-you page. */
function answer(request: FastifyRequest, reply: FastifyReply, receipt: SubmissionReceiptDto): void {
  if (isFormPost(request))
    void reply
      .status(303)
      .header('Location', thankYouPage((request.body as { language?: string } | undefined)?.language))
      .send();
  else void reply.status(201).send(receipt);
}

@ApiTags('leads')
@Public()
@CrossTenant('public forms: leads belong to no organisation yet')
@UseInterceptors(FormPostInterceptor)
@Controller()
export class PublicLeadsController {
  constructor(
    private readonly submitContactRequest: SubmitContactRequestUseCase,
    private readonly submitPartnerApplication: SubmitPartnerApplicationUseCase,
  ) {}

  @Post('contact')
  @ApiOperation({
    summary: 'Request a demo (public form)',
    description: 'Rate limited per IP; a filled honeypot is accepted silently and stored nowhere.',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: CreateContactRequestDto, examples: CONTACT_REQUEST_EXAMPLES })
  @ApiCreatedResponse({ type: SubmissionReceiptDto, description: RECEIVED })
  @ApiErrors(400, 413, 503)
  @ApiResponse(RATE_LIMITED)
  @ApiResponse(FORM_POST)
  async contact(@Body() dto: CreateContactRequestDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { website, referralCode, ...input } = dto;
    // A plain form post cannot read the cookie itself; the browser sends it along.
    const code = referralCode ?? referralCookie(request);
    answer(
      request,
      reply,
      SubmissionReceiptDto.from(await this.submitContactRequest.execute(input, { ip: request.ip, honeypot: website }, code)),
    );
  }

  @Post('partners/applications')
  @ApiOperation({
    summary: 'Apply as a partner (public form)',
    description: 'Rate limited per IP; a filled honeypot is accepted silently and stored nowhere.',
  })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiBody({ type: CreatePartnerApplicationDto, examples: PARTNER_APPLICATION_EXAMPLES })
  @ApiCreatedResponse({ type: SubmissionReceiptDto, description: RECEIVED })
  @ApiErrors(400, 413, 503)
  @ApiResponse(RATE_LIMITED)
  @ApiResponse(FORM_POST)
  async partnerApplication(
    @Body() dto: CreatePartnerApplicationDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { website, ...input } = dto;
    answer(
      request,
      reply,
      SubmissionReceiptDto.from(await this.submitPartnerApplication.execute(input, { ip: request.ip, honeypot: website })),
    );
  }
}
