import { Body, Controller, Delete, Get, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreateApiKeyUseCase } from '../../../application/api-keys/create-api-key.use-case.js';
import { ListApiKeysQuery } from '../../../application/api-keys/list-api-keys.query.js';
import { RevokeApiKeyUseCase } from '../../../application/api-keys/revoke-api-key.use-case.js';
import { API_KEY_SCOPES } from '../../../domain/shared/actor.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { API_KEY_SORT_FIELDS } from '../../../domain/api-keys/api-key.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { ApiKeyResponseDto, CreateApiKeyDto, CreatedApiKeyResponseDto } from './dto/api-key.dto.js';

const API_KEYS: ListSpec = {
  resource: 'api-keys',
  sortFields: API_KEY_SORT_FIELDS,
  filters: { q: 'string', scope: API_KEY_SCOPES },
};

@ApiTags('api-keys')
@Controller('protected/tenants/:tenantId/api-keys')
@Roles('admin')
export class ApiKeysController {
  constructor(
    private readonly listKeys: ListApiKeysQuery,
    private readonly createKey: CreateApiKeyUseCase,
    private readonly revokeKey: RevokeApiKeyUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "List the tenant's API keys", description: 'Admins only. Revoked keys are not listed; secrets never are.' })
  @ApiList(API_KEYS, ApiKeyResponseDto)
  @ApiErrors(403)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiKeyResponseDto[]> {
    const query = parseListQuery(params, API_KEYS);
    return sendPage(reply, API_KEYS, query, await this.listKeys.list(tenantId, query), ApiKeyResponseDto.from);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one API key' })
  @ApiOkResponse({ type: ApiKeyResponseDto })
  @ApiErrors(403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<ApiKeyResponseDto> {
    return ApiKeyResponseDto.from(await this.listKeys.get(tenantId, id));
  }

  @Post()
  @ApiOperation({
    summary: 'Create an API key',
    description:
      'Answers the secret once; only its hash is stored. Calls with the key act within its tenant and scopes (anything else answers 403) and are throttled per key (429 with Retry-After).',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyResponseDto })
  @ApiErrors(403)
  async create(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyResponseDto> {
    const { key, secret } = await this.createKey.execute(actor, tenantId, dto);
    return { ...ApiKeyResponseDto.from(key), secret };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke an API key', description: 'The next call with the key answers 401, on every instance.' })
  @ApiOkResponse({ type: ApiKeyResponseDto, description: 'The revoked key' })
  @ApiErrors(403, 404)
  async revoke(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<ApiKeyResponseDto> {
    return ApiKeyResponseDto.from(await this.revokeKey.execute(tenantId, id));
  }
}
