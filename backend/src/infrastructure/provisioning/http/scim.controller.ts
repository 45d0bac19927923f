import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Req, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../platform/auth/public.decorator.js';
import { CrossTenant } from '../../platform/auth/data-scope.interceptor.js';
import { ProvisionGroupsUseCase } from '../../../application/provisioning/provision-groups.use-case.js';
import { ProvisionUsersUseCase } from '../../../application/provisioning/provision-users.use-case.js';
import { ScimTokensUseCases } from '../../../application/provisioning/scim-tokens.use-cases.js';
import { SCIM_CONTENT_TYPE, scimError, ScimmyProtocol, type ScimAnswer } from '../adapters/scimmy-protocol.js';
import { MalformedScimBody } from './scim-body-parser.js';
import { ScimErrorFilter } from './scim-error.filter.js';

type Query = Record<string, unknown>;

/**
 * SCIM 2.0 (RFC 7643/7644) for the organisation's directory, at /scim/v2 outside the /api prefix. Not a route of
 * the app's token or API-key scheme: a per-tenant SCIM token authenticates, and says which tenant is provisioned.
 * Documented in docs/sso/ rather than openapi.yaml, as its bodies are SCIM's own schemas.
 */
@ApiExcludeController()
@Public()
@CrossTenant('SCIM: the organisation is found by its token')
@UseFilters(ScimErrorFilter)
@Controller('scim/v2')
export class ScimController {
  constructor(
    private readonly protocol: ScimmyProtocol,
    private readonly tokens: ScimTokensUseCases,
    private readonly users: ProvisionUsersUseCase,
    private readonly groups: ProvisionGroupsUseCase,
  ) {}

  @Get('ServiceProviderConfig')
  serviceProviderConfig(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.discovery(request, reply, 'ServiceProviderConfig', undefined, request.query as Query);
  }

  @Get('ResourceTypes')
  resourceTypes(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.discovery(request, reply, 'ResourceTypes', undefined, request.query as Query);
  }

  @Get('ResourceTypes/:id')
  resourceType(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.discovery(request, reply, 'ResourceTypes', id, request.query as Query);
  }

  @Get('Schemas')
  schemas(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.discovery(request, reply, 'Schemas', undefined, request.query as Query);
  }

  @Get('Schemas/:id')
  schema(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.discovery(request, reply, 'Schemas', id, request.query as Query);
  }

  @Get('Users')
  listUsers(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.user(request, reply, undefined, request.query as Query, undefined);
  }

  @Post('Users')
  createUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    return this.user(request, reply, undefined, request.query as Query, body);
  }

  @Get('Users/:id')
  getUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.user(request, reply, id, request.query as Query, undefined);
  }

  @Put('Users/:id')
  replaceUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Body() body: unknown) {
    return this.user(request, reply, id, request.query as Query, body);
  }

  @Patch('Users/:id')
  patchUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Body() body: unknown) {
    return this.user(request, reply, id, request.query as Query, body);
  }

  @Delete('Users/:id')
  deleteUser(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.user(request, reply, id, {}, undefined);
  }

  @Get('Groups')
  listGroups(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return this.group(request, reply, undefined, request.query as Query, undefined);
  }

  @Post('Groups')
  createGroup(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    return this.group(request, reply, undefined, request.query as Query, body);
  }

  @Get('Groups/:id')
  getGroup(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.group(request, reply, id, request.query as Query, undefined);
  }

  @Put('Groups/:id')
  replaceGroup(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Body() body: unknown) {
    return this.group(request, reply, id, request.query as Query, body);
  }

  @Patch('Groups/:id')
  patchGroup(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Body() body: unknown) {
    return this.group(request, reply, id, request.query as Query, body);
  }

  @Delete('Groups/:id')
  deleteGroup(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string) {
    return this.group(request, reply, id, {}, undefined);
  }

  private async user(request: FastifyRequest, reply: FastifyReply, id: string | undefined, query: Query, body: unknown) {
    const tenantId = await this.tenantOf(request);
    const answer = !tenantId
      ? unauthorized()
      : body instanceof MalformedScimBody
        ? scimError(400, 'invalidSyntax', `The body is not JSON: ${body.reason}`)
        : await this.protocol.users(request.method, id, query, body, { tenantId, users: this.users, groups: this.groups });
    send(reply, answer);
  }

  private async group(request: FastifyRequest, reply: FastifyReply, id: string | undefined, query: Query, body: unknown) {
    const tenantId = await this.tenantOf(request);
    const answer = !tenantId
      ? unauthorized()
      : body instanceof MalformedScimBody
        ? scimError(400, 'invalidSyntax', `The body is not JSON: ${body.reason}`)
        : await this.protocol.groups(request.method, id, query, body, { tenantId, users: this.users, groups: this.groups });
    send(reply, answer);
  }

  private async discovery(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: 'ServiceProviderConfig' | 'ResourceTypes' | 'Schemas',
    id: string | undefined,
    query: Query,
  ) {
    send(reply, (await this.tenantOf(request)) ? await this.protocol.discovery(endpoint, id, query) : unauthorized());
  }

  private async tenantOf(request: FastifyRequest): Promise<string | null> {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(String(request.headers.authorization ?? ''))?.[1];
    return bearer ? this.tokens.authenticate(bearer) : null;
  }
}

function unauthorized(): ScimAnswer {
  return scimError(401, undefined, 'A valid SCIM token is required (Authorization: Bearer pp_scim_…)');
}

function send(reply: FastifyReply, answer: ScimAnswer): void {
  if (answer.body === undefined) {
    void reply.status(answer.status).send();
    return;
  }
  if (answer.status === 401) void reply.header('WWW-Authenticate', 'Bearer');
  void reply.status(answer.status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(answer.body));
}
