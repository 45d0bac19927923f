import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CreateDisplayLinkUseCase } from '../../../application/displays/create-display-link.use-case.js';
import { ListDisplayLinksQuery } from '../../../application/displays/list-display-links.query.js';
import { RenameDisplayLinkUseCase } from '../../../application/displays/rename-display-link.use-case.js';
import { RevokeDisplayLinkUseCase } from '../../../application/displays/revoke-display-link.use-case.js';
import { REVOCATION_CHECK_MS } from '../../../application/displays/display-streams.js';
import type { Actor } from '../../../domain/shared/actor.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { DISPLAY_LINK_SORT_FIELDS } from '../../../domain/displays/display-link.repository.js';
import { CreateDisplayLinkDto, CreatedDisplayLinkResponseDto, DisplayLinkResponseDto, RenameDisplayLinkDto } from './dto/display.dto.js';

const DISPLAY_LINKS: ListSpec = { resource: 'displays', sortFields: DISPLAY_LINK_SORT_FIELDS, filters: {} };

/** The admin's links to a location's public screen. */
@ApiTags('displays')
@ApiBearerAuth()
@Roles('admin')
// `:id` is the location: Fastify's router needs one parameter name per position under /locations.
@Controller('protected/tenants/:tenantId/locations/:id/displays')
export class DisplayLinksController {
  constructor(
    private readonly listLinks: ListDisplayLinksQuery,
    private readonly createLink: CreateDisplayLinkUseCase,
    private readonly renameLink: RenameDisplayLinkUseCase,
    private readonly revokeLink: RevokeDisplayLinkUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "List a location's display links", description: 'Admins only. Revoked links are not listed; tokens never are.' })
  @ApiList(DISPLAY_LINKS, DisplayLinkResponseDto)
  @ApiErrors(400, 401, 403, 404)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DisplayLinkResponseDto[]> {
    const query = parseListQuery(params, DISPLAY_LINKS);
    return sendPage(reply, DISPLAY_LINKS, query, await this.listLinks.execute(tenantId, locationId, query), DisplayLinkResponseDto.from);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a display link',
    description:
      "Answers the link for the location's screen once (`url`, holding a long random token); only a hash of the token is stored. " +
      'The page needs no login and shows the portions that can be reserved there, live, without names or other personal data. ' +
      'The body may name the screen (`{name}`); an empty body makes a link without a name.',
  })
  @ApiCreatedResponse({ type: CreatedDisplayLinkResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async create(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @Body() body: CreateDisplayLinkDto,
  ): Promise<CreatedDisplayLinkResponseDto> {
    const { link, url } = await this.createLink.execute(actor, tenantId, locationId, body.name ?? null);
    return { ...DisplayLinkResponseDto.from(link), url };
  }

  @Put(':displayId')
  @ApiOperation({ summary: 'Rename a display link', description: 'Only the name changes; the link and its open screens stay as they are.' })
  @ApiOkResponse({ type: DisplayLinkResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async rename(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @UuidParam('displayId') id: string,
    @Body() body: RenameDisplayLinkDto,
  ): Promise<DisplayLinkResponseDto> {
    return DisplayLinkResponseDto.from(await this.renameLink.execute(actor, tenantId, locationId, id, body.name));
  }

  @Delete(':displayId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Revoke a display link',
    description: `Its page and data answer 404 from now on; its open event streams end at once on this instance and within ${REVOCATION_CHECK_MS / 1000} s on the others.`,
  })
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiErrors(400, 401, 403, 404)
  async revoke(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') locationId: string,
    @UuidParam('displayId') id: string,
  ): Promise<void> {
    await this.revokeLink.execute(actor, tenantId, locationId, id);
  }
}
