import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OUTBOUND_EMAIL_STATUSES } from '../../../domain/mail/outbound-email-log.js';
import { ListOutboundEmailsQuery } from '../../../application/mail/list-outbound-emails.query.js';
import { RetryOutboundEmailUseCase } from '../../../application/mail/retry-outbound-email.use-case.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { OUTBOUND_EMAIL_SORT_FIELDS } from '../../../domain/mail/outbound-email-log.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { OutboundEmailDto } from './dto/outbound-email.dto.js';

const EMAILS: ListSpec = {
  resource: 'emails',
  sortFields: OUTBOUND_EMAIL_SORT_FIELDS,
  filters: { q: 'string', status: OUTBOUND_EMAIL_STATUSES, kind: 'string' },
};

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/emails')
export class AdminEmailsController {
  constructor(
    private readonly listEmails: ListOutboundEmailsQuery,
    private readonly retryEmail: RetryOutboundEmailUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List outgoing e-mails (metadata only); filter on status, kind, or q in recipient and subject' })
  @ApiList(EMAILS, OutboundEmailDto)
  @ApiErrors(400, 401, 403)
  async list(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<OutboundEmailDto[]> {
    const query = parseListQuery(params, EMAILS);
    return sendPage(reply, EMAILS, query, await this.listEmails.execute(query), OutboundEmailDto.from);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Queue a failed e-mail again, due now' })
  @ApiOkResponse({ type: OutboundEmailDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async retry(@UuidParam('id') id: string): Promise<OutboundEmailDto> {
    return OutboundEmailDto.from(await this.retryEmail.execute(id));
  }
}
