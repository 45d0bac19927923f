import { Body, Controller, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreateLocationUseCase } from '../../../application/tenancy/create-location.use-case.js';
import { GetLocationQuery } from '../../../application/tenancy/get-location.query.js';
import { ListLocationsQuery } from '../../../application/tenancy/list-locations.query.js';
import { UpdateLocationUseCase } from '../../../application/tenancy/update-location.use-case.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { LOCATION_SORT_FIELDS } from '../../../domain/tenancy/location.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { CreateLocationDto, LocationResponseDto, UpdateLocationDto } from './dto/location.dto.js';

const LOCATIONS: ListSpec = {
  resource: 'locations',
  sortFields: LOCATION_SORT_FIELDS,
  filters: { q: 'string', isActive: 'boolean' },
};

@ApiTags('locations')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/locations')
export class LocationsController {
  constructor(
    private readonly listLocations: ListLocationsQuery,
    private readonly getLocation: GetLocationQuery,
    private readonly createLocation: CreateLocationUseCase,
    private readonly updateLocation: UpdateLocationUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "List the tenant's locations" })
  @ApiList(LOCATIONS, LocationResponseDto)
  @ApiErrors(400, 401, 403)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LocationResponseDto[]> {
    const query = parseListQuery(params, LOCATIONS);
    return sendPage(reply, LOCATIONS, query, await this.listLocations.execute(tenantId, query), LocationResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one location' })
  @ApiOkResponse({ type: LocationResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<LocationResponseDto> {
    return LocationResponseDto.from(await this.getLocation.execute(tenantId, id));
  }

  @Post()
  @ApiOperation({
    summary: 'Create a location',
    description: 'Plans cap active locations (Starter 1, Groep 3, Maatwerk unlimited); over the cap answers 409 naming the plan.',
  })
  @Roles('admin')
  @ApiCreatedResponse({ type: LocationResponseDto })
  @ApiErrors(400, 401, 403, 409)
  async create(@UuidParam('tenantId') tenantId: string, @Body() dto: CreateLocationDto): Promise<LocationResponseDto> {
    if (dto.tenantId !== undefined && dto.tenantId !== tenantId) {
      throw InvalidInputError.field('tenantId', 'mismatch', 'tenantId must match the path');
    }
    return LocationResponseDto.from(await this.createLocation.execute(tenantId, dto));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a location', description: "Reactivating a location over the plan's cap answers 409 naming the plan." })
  @Roles('admin')
  @ApiOkResponse({ type: LocationResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async update(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdateLocationDto,
  ): Promise<LocationResponseDto> {
    const changes = withoutReadOnly(dto, LocationResponseDto.from(await this.getLocation.execute(tenantId, id)));
    return LocationResponseDto.from(await this.updateLocation.execute(tenantId, id, changes));
  }
}
