import { Body, Controller, Delete, Get, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { ScimTokensUseCases } from '../../../application/provisioning/scim-tokens.use-cases.js';
import { CreatedScimTokenResponseDto, CreateScimTokenDto, ScimTokenResponseDto } from './dto/scim-token.dto.js';

@ApiTags('scim-tokens')
@Controller('protected/tenants/:tenantId/scim-tokens')
@Roles('admin')
export class ScimTokensController {
  constructor(private readonly tokens: ScimTokensUseCases) {}

  @Get()
  @ApiOperation({
    summary: "List the tenant's SCIM tokens",
    description: 'Admins only. Revoked tokens are not listed; tokens themselves never are.',
  })
  @ApiOkResponse({ type: [ScimTokenResponseDto] })
  @ApiErrors(403)
  async list(@UuidParam('tenantId') tenantId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<ScimTokenResponseDto[]> {
    const tokens = await this.tokens.list(tenantId);
    void reply.header('Content-Range', tokens.length ? `scim-tokens 0-${tokens.length - 1}/${tokens.length}` : 'scim-tokens */0');
    return tokens.map(ScimTokenResponseDto.from);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a SCIM token',
    description: "The directory's bearer token for /scim/v2, answered once; only its hash is stored. It provisions this tenant only.",
  })
  @ApiCreatedResponse({ type: CreatedScimTokenResponseDto })
  @ApiErrors(400, 403)
  async create(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @Body() dto: CreateScimTokenDto,
  ): Promise<CreatedScimTokenResponseDto> {
    const { token, secret } = await this.tokens.create(actor, tenantId, dto.name);
    return { id: token.id, name: token.name, token: secret, createdAt: token.createdAt };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a SCIM token', description: "The directory's next call with it answers 401." })
  @ApiOkResponse({ type: ScimTokenResponseDto, description: 'The revoked token' })
  @ApiErrors(403, 404)
  async revoke(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
  ): Promise<ScimTokenResponseDto> {
    return ScimTokenResponseDto.from(await this.tokens.revoke(actor, tenantId, id));
  }
}
