import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Actor } from '../../../domain/shared/actor.js';
import { TENANT_ROLES } from '../../../domain/shared/actor.js';
import { ImportUsersUseCase } from '../../../application/identity/import-users.use-case.js';
import { GetUserQuery } from '../../../application/identity/get-user.query.js';
import { ListUsersQuery } from '../../../application/identity/list-users.query.js';
import { RegisterUserUseCase } from '../../../application/identity/register-user.use-case.js';
import { UpdateUserUseCase } from '../../../application/identity/update-user.use-case.js';
import { CurrentUser } from '../../platform/auth/current-user.decorator.js';
import { Roles } from '../../platform/auth/roles.decorator.js';
import { USER_SORT_FIELDS } from '../../../domain/identity/user.repository.js';
import { ApiErrors } from '../../platform/http/error-response.dto.js';
import { ListParamsDto } from '../../platform/http/list-params.dto.js';
import { ApiList, parseListQuery, sendPage, type ListSpec } from '../../platform/http/list-query.js';
import { withoutReadOnly } from '../../platform/http/whole-record.js';
import { UuidParam } from '../../platform/http/uuid-param.js';
import { CreateUserDto } from './dto/register-user.dto.js';
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
    private readonly registerUser: RegisterUserUseCase,
    private readonly importUsers: ImportUsersUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "List the tenant's users", description: 'Admins of the tenant and superadmins.' })
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
    description:
      'Header email,firstName,lastName,role; comma or semicolon separated; UTF-8 with or without BOM; roles kitchen, staff, admin',
    schema: { type: 'string', example: 'email;firstName;lastName;role\nsanne@zorg.nl;Sanne;de Vries;staff\n' },
  })
  @ApiOkResponse({ type: UserImportReportDto, description: 'Which rows were added and which skipped, with the reason' })
  @ApiErrors(400, 401, 403, 413, 415)
  async import(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @Body() body: unknown): Promise<UserImportReportDto> {
    if (typeof body !== 'string') throw new UnsupportedMediaTypeException('Send the file as text/csv');
    return this.importUsers.execute(actor, tenantId, readCsvRecords(body));
  }

  @Get(':id')
  @ApiOperation({ summary: 'Get one user of the tenant' })
  @Roles('admin', 'superadmin')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async get(@UuidParam('tenantId') tenantId: string, @UuidParam('id') id: string): Promise<UserResponseDto> {
    return UserResponseDto.from(await this.getUser.execute(tenantId, id));
  }

  @Post()
  @ApiOperation({
    summary: 'Register a user in this tenant',
    description: 'The same rules as POST /api/auth/register, with the tenant taken from the path. A taken email answers 409.',
  })
  @Roles('admin', 'superadmin')
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors(403, 404, 409)
  async create(@CurrentUser() actor: Actor, @UuidParam('tenantId') tenantId: string, @Body() dto: CreateUserDto): Promise<UserResponseDto> {
    return UserResponseDto.from(
      await this.registerUser.execute(actor, { ...dto, tenantId, passwordIsTemporary: dto.password !== undefined }),
    );
  }

  @Put(':id')
  @ApiOperation({
    summary: "Update a user's name, role or active state",
    description: 'An admin cannot deactivate or demote themselves (403).',
  })
  @Roles('admin')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async update(
    @CurrentUser() actor: Actor,
    @UuidParam('tenantId') tenantId: string,
    @UuidParam('id') id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<UserResponseDto> {
    const changes = withoutReadOnly(dto, UserResponseDto.from(await this.getUser.execute(tenantId, id)));
    return UserResponseDto.from(await this.updateUser.execute(actor, tenantId, id, changes));
  }
}
