import { Body, Controller, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangeWasteReasonsUseCase, ListWasteReasonsQuery } from '../../../application/waste/waste-reasons.use-cases.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { Scopes } from '../../platform/auth/scopes.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { CreateWasteReasonDto, UpdateWasteReasonDto, WasteReasonResponseDto } from './dto/waste.dto.js';

/** The six default reasons and the organisation's own; the kitchen reads them, the admin adds and archives. */
@ApiTags('waste')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/waste-reasons')
export class WasteReasonsController {
  constructor(
    private readonly listReasons: ListWasteReasonsQuery,
    private readonly changeReasons: ChangeWasteReasonsUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "List the organisation's waste reasons", description: 'The defaults first, then its own; archived ones too.' })
  @Roles('kitchen', 'admin')
  @Scopes('waste:read', 'waste:write')
  @ApiOkResponse({ type: WasteReasonResponseDto, isArray: true })
  @ApiErrors(400, 401, 403)
  async list(@UuidParam('tenantId') tenantId: string): Promise<WasteReasonResponseDto[]> {
    return (await this.listReasons.execute(tenantId)).map(WasteReasonResponseDto.from);
  }

  @Post()
  @ApiOperation({
    summary: 'Add a reason of its own',
    description: 'At most 20 active (else 409 waste_reason_cap_reached); a code in use answers 400 duplicate.',
  })
  @Roles('admin')
  @ApiCreatedResponse({ type: WasteReasonResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async create(@UuidParam('tenantId') tenantId: string, @Body() dto: CreateWasteReasonDto): Promise<WasteReasonResponseDto> {
    return WasteReasonResponseDto.from(await this.changeReasons.add(tenantId, dto));
  }

  @Put(':code')
  @ApiOperation({ summary: 'Archive a reason, or bring it back', description: 'A reason is never deleted: its records keep it.' })
  @Roles('admin')
  @ApiOkResponse({ type: WasteReasonResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async update(
    @UuidParam('tenantId') tenantId: string,
    @Param('code') code: string,
    @Body() dto: UpdateWasteReasonDto,
  ): Promise<WasteReasonResponseDto> {
    return WasteReasonResponseDto.from(await this.changeReasons.setArchived(tenantId, code, dto.archived));
  }
}
