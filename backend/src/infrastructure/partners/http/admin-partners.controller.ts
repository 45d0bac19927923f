import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ListPartnersQuery } from '../../../application/partners/list-partners.query.js';
import { UpdatePartnerUseCase } from '../../../application/partners/update-partner.use-case.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { PARTNER_SORT_FIELDS } from '../../../domain/partners/partner.repository.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { PartnerResponseDto, UpdatePartnerDto } from './dto/partner.dto.js';

const PARTNERS: ListSpec = { resource: 'partners', sortFields: PARTNER_SORT_FIELDS, filters: { q: 'string', isActive: 'boolean' } };

@ApiTags('admin')
@ApiBearerAuth()
@Roles('superadmin')
@Controller('protected/admin/partners')
export class AdminPartnersController {
  constructor(
    private readonly partners: ListPartnersQuery,
    private readonly updatePartner: UpdatePartnerUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List partners (made by accepting partner applications)' })
  @ApiList(PARTNERS, PartnerResponseDto)
  @ApiErrors(400, 401, 403)
  async list(@Query() params: ListParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PartnerResponseDto[]> {
    const query = parseListQuery(params, PARTNERS);
    return sendPage(reply, PARTNERS, query, await this.partners.list(query), PartnerResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One partner' })
  @ApiOkResponse({ type: PartnerResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('id') id: string): Promise<PartnerResponseDto> {
    return PartnerResponseDto.from(await this.partners.get(id));
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a partner's commission rate or active state" })
  @ApiOkResponse({ type: PartnerResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async update(@UuidParam('id') id: string, @Body() dto: UpdatePartnerDto): Promise<PartnerResponseDto> {
    const changes = withoutReadOnly(dto, PartnerResponseDto.from(await this.partners.get(id)));
    return PartnerResponseDto.from(await this.updatePartner.execute(id, changes));
  }
}
