import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { TENANT_ROLES } from '../../../domain/shared/actor.js';
import { ImportUsersUseCase } from '../../../application/identity/import-users.use-case.js';
import { GetUserQuery } from '../../../application/identity/get-user.query.js';
import { ListUsersQuery } from '../../../application/identity/list-users.query.js';
import { UpdateUserUseCase } from '../../../application/identity/update-user.use-case.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { Roles } from '../../auth/roles.decorator.js';
import { USER_SORT_FIELDS } from '../../persistence/typeorm/identity/typeorm-user.repository.js';
import { ApiErrors } from '../shared/error-response.dto.js';
import { ListParamsDto } from '../shared/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../shared/list-query.js';
import { UuidParam } from '../shared/uuid-param.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UserImportReportDto } from './dto/user-import.dto.js';
import { UserResponseDto } from './dto/user-response.dto.js';
import { readCsvRecords } from './user-csv.js';

const USERS: ListSpec = {
  resource: 'users',
  sortFields: USER_SORT_FIELDS,
  filters: { q: 'string', role: TENANT_ROLES, isActive: 'boolean' },
};

@ApiTags('users')
@ApiBearerAuth()
@Controller('protected/tenants/:tenantId/users')
export class UsersController {
  constructor(
    private readonly listUsers: ListUsersQuery,
    private readonly getUser: GetUserQuery,
    private readonly updateUser: UpdateUserUseCase,
    private readonly importUsers: ImportUsersUseCase,
  ) {}

  @Get()
  @Roles('admin', 'superadmin')
  @ApiList(USERS, UserResponseDto)
  @ApiErrors(400, 401, 403)
  async list(
    @UuidParam('tenantId') tenantId: string,
    @Query() params: ListParamsDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UserResponseDto[]> {
    const query = parseListQuery(params, USERS);
    return sendPage(reply, USERS, query, await this.listUsers.execute(tenantId, query), UserResponseDto.from);
  }

  @Post('import')
  @Roles('admin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Import up to 1,000 users from CSV; each added user is mailed an invitation' })
  @ApiConsumes('text/csv')
  @ApiBody({
    description: 'Header email,firstName,lastName,role; comma or semicolon separated; UTF-8 with or without BOM; roles kitchen, staff, admin',
    schema: { type: 'string', example: 'email;firstName;lastName;role\nsanne@zorg.nl;Sanne;de Vries;staff\n' },
  })
  @ApiOkResponse({ type: UserImportReportDto, description: 'Which rows were added and which skipped, with the reason' })
  @ApiErrors(400, 401, 403, 413, 415)
  async import(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @Body() body: unknown): Promise<UserImportReportDto> {
    if (typeof body !== 'string') throw new UnsupportedMediaTypeException('Send the file as text/csv');
    return this.importUsers.execute(actor, tenantId, readCsvRecords(body));
  }

  @Get(':id')
  @Roles('admin', 'superadmin')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.getUser.execute(tenantId, id));
  }

  @Put(':id')
  @Roles('admin')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async update(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.updateUser.execute(actor, tenantId, id, dto));
  }
}
