import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { CONTACT_REQUEST_STATUSES } from '../../../domain/leads/contact-request.js';
import { ChangeContactRequestStatusUseCase } from '../../../application/leads/change-contact-request-status.use-case.js';
import { ConvertContactRequestUseCase } from '../../../application/leads/convert-contact-request.use-case.js';
import { DeleteContactRequestUseCase } from '../../../application/leads/delete-contact-request.use-case.js';
import { GetContactRequestQuery } from '../../../application/leads/get-contact-request.query.js';
import { ListContactRequestsQuery } from '../../../application/leads/list-contact-requests.query.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { CONTACT_REQUEST_SORT_FIELDS } from '../../../domain/leads/contact-request.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { TenantResponseDto } from '../../tenancy/http/dto/tenant.dto.js';
import {
  ChangeContactRequestStatusDto,
  ContactRequestDetailsDto,
  ContactRequestResponseDto,
  ConvertContactRequestDto,
  ConvertedContactRequestDto,
} from './dto/lead-admin.dto.js';

const CONTACTS: ListSpec = {
  resource: 'contacts',
  sortFields: CONTACT_REQUEST_SORT_FIELDS,
  filters: { q: 'string', status: CONTACT_REQUEST_STATUSES, spam: 'boolean' },
};

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/contacts')
export class AdminContactsController {
  constructor(
    private readonly listRequests: ListContactRequestsQuery,
    private readonly getRequest: GetContactRequestQuery,
    private readonly changeStatus: ChangeContactRequestStatusUseCase,
    private readonly convertRequest: ConvertContactRequestUseCase,
    private readonly deleteRequest: DeleteContactRequestUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List demo requests (superadmin)' })
  @ApiList(CONTACTS, ContactRequestResponseDto)
  @ApiErrors(400, 401, 403)
  async list(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ContactRequestResponseDto[]> {
    const query = parseListQuery(params, CONTACTS);
    return sendPage(reply, CONTACTS, query, await this.listRequests.execute(query), ContactRequestResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one demo request with its status history (superadmin)' })
  @ApiOkResponse({ type: ContactRequestDetailsDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('id') id: string): Promise<ContactRequestDetailsDto> {
    return ContactRequestDetailsDto.fromDetails(await this.getRequest.execute(id));
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a demo request's status (superadmin)" })
  @ApiOkResponse({
    type: ContactRequestDetailsDto,
    description: 'Records the change in the history; the same status with a note records the note',
  })
  @ApiErrors(400, 401, 403, 404, 409)
  async update(
    @CurrentUser() actor: Actor,
    @UuidParam('id') id: string,
    @Body() dto: ChangeContactRequestStatusDto,
  ): Promise<ContactRequestDetailsDto> {
    const { status, note } = withoutReadOnly(dto, ContactRequestDetailsDto.fromDetails(await this.getRequest.execute(id)));
    return ContactRequestDetailsDto.fromDetails(await this.changeStatus.execute(actor, id, status, note));
  }

  @Post(':id/convert')
  @ApiOperation({ summary: 'Convert a demo request into a tenant (superadmin)' })
  @ApiCreatedResponse({
    type: ConvertedContactRequestDto,
    description: 'The tenant (named after the organisation) and its first admin, the request converted and linked: one transaction',
  })
  @ApiErrors(400, 401, 403, 404, 409)
  async convert(
    @CurrentUser() actor: Actor,
    @UuidParam('id') id: string,
    @Body() dto: ConvertContactRequestDto,
  ): Promise<ConvertedContactRequestDto> {
    const { tenant, ...details } = await this.convertRequest.execute(actor, id, dto);
    return { contactRequest: ContactRequestDetailsDto.fromDetails(details), tenant: TenantResponseDto.from(tenant) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Erase a demo request (superadmin)' })
  @ApiOkResponse({ type: ContactRequestDetailsDto, description: 'Erased for good, with its history; answers the erased record' })
  @ApiErrors(400, 401, 403, 404)
  async delete(@UuidParam('id') id: string): Promise<ContactRequestDetailsDto> {
    return ContactRequestDetailsDto.fromDetails(await this.deleteRequest.execute(id));
  }
}
