import { Body, Controller, Delete, Get, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { PARTNER_APPLICATION_STATUSES } from '../../../domain/leads/partner-application.js';
import { ChangePartnerApplicationStatusUseCase } from '../../../application/leads/change-partner-application-status.use-case.js';
import { DeletePartnerApplicationUseCase } from '../../../application/leads/delete-partner-application.use-case.js';
import { GetPartnerApplicationQuery } from '../../../application/leads/get-partner-application.query.js';
import { ListPartnerApplicationsQuery } from '../../../application/leads/list-partner-applications.query.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { PARTNER_APPLICATION_SORT_FIELDS } from '../../../domain/leads/partner-application.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { ChangePartnerApplicationStatusDto, PartnerApplicationDetailsDto, PartnerApplicationResponseDto } from './dto/lead-admin.dto.js';

const PARTNER_APPLICATIONS: ListSpec = {
  resource: 'partner-applications',
  sortFields: PARTNER_APPLICATION_SORT_FIELDS,
  filters: { q: 'string', status: PARTNER_APPLICATION_STATUSES, spam: 'boolean' },
};

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/partner-applications')
export class AdminPartnerApplicationsController {
  constructor(
    private readonly listApplications: ListPartnerApplicationsQuery,
    private readonly getApplication: GetPartnerApplicationQuery,
    private readonly changeStatus: ChangePartnerApplicationStatusUseCase,
    private readonly deleteApplication: DeletePartnerApplicationUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List partner applications (superadmin)' })
  @ApiList(PARTNER_APPLICATIONS, PartnerApplicationResponseDto)
  @ApiErrors(400, 401, 403)
  async list(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PartnerApplicationResponseDto[]> {
    const query = parseListQuery(params, PARTNER_APPLICATIONS);
    return sendPage(reply, PARTNER_APPLICATIONS, query, await this.listApplications.execute(query), PartnerApplicationResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one partner application with its status history (superadmin)' })
  @ApiOkResponse({ type: PartnerApplicationDetailsDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('id') id: string): Promise<PartnerApplicationDetailsDto> {
    return PartnerApplicationDetailsDto.fromDetails(await this.getApplication.execute(id));
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a partner application's status (superadmin)" })
  @ApiOkResponse({
    type: PartnerApplicationDetailsDto,
    description: 'Records the change in the history; the same status with a note records the note',
  })
  @ApiErrors(400, 401, 403, 404)
  async update(
    @CurrentUser() actor: Actor,
    @UuidParam('id') id: string,
    @Body() dto: ChangePartnerApplicationStatusDto,
  ): Promise<PartnerApplicationDetailsDto> {
    const { status, note } = withoutReadOnly(dto, PartnerApplicationDetailsDto.fromDetails(await this.getApplication.execute(id)));
    return PartnerApplicationDetailsDto.fromDetails(await this.changeStatus.execute(actor, id, status, note));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Erase a partner application (superadmin)' })
  @ApiOkResponse({ type: PartnerApplicationDetailsDto, description: 'Erased for good, with its history; answers the erased record' })
  @ApiErrors(400, 401, 403, 404)
  async delete(@UuidParam('id') id: string): Promise<PartnerApplicationDetailsDto> {
    return PartnerApplicationDetailsDto.fromDetails(await this.deleteApplication.execute(id));
  }
}
