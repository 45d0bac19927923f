import SCIMMY from 'scimmy';
import { DomainError, InvalidInputError } from '../../../domain/shared/domain-error.js';
import type { ProvisionGroupsUseCase } from '../../../application/provisioning/provision-groups.use-case.js';
import type { DirectoryUser, ProvisionedUser, ProvisionUsersUseCase } from '../../../application/provisioning/provision-users.use-case.js';
import type { ScimGroup } from '../../../domain/provisioning/scim-directory.repository.js';
import { ScimProblem } from '../../../domain/provisioning/scim.errors.js';
import { ScimAttributePaths } from './scim-attribute-paths.js';

export const SCIM_BASE_PATH = '/scim/v2';
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** What every SCIMMY handler needs: the tenant the token provisions, and the use cases of this app instance. */
interface ScimContext {
  tenantId: string;
  users: ProvisionUsersUseCase;
  groups: ProvisionGroupsUseCase;
  /** Set while a PATCH writes its result: the whole resulting user, read from us first, so an absent number was removed. */
  patching?: boolean;
}

export interface ScimAnswer {
  status: number;
  body?: unknown;
}

type Query = Record<string, unknown>;

/** An error whose detail is ours; SCIMMY's own errors get a fixed text per type instead of its internal message. */
class OwnScimError extends SCIMMY.Types.Error {}

/**
 * SCIM 2.0 through SCIMMY's resource classes, without its Express routers: the controller hands each request here.
 * SCIMMY's handlers are static (one set per process), so each call carries its tenant and use cases in the context.
 */
export class ScimmyProtocol {
  constructor() {
    declareOnce();
  }

  async users(method: string, id: string | undefined, query: Query, body: unknown, ctx: ScimContext): Promise<ScimAnswer> {
    return answer(async () => {
      const paths = schemaPaths().users;
      const params = listParams(query, paths) as never;
      switch (method) {
        case 'GET':
          return { status: 200, body: await (id ? new SCIMMY.Resources.User(id, params) : new SCIMMY.Resources.User(params)).read(ctx) };
        case 'POST':
          return { status: 201, body: await new SCIMMY.Resources.User(params).write(knownAttributes(body, paths), ctx) };
        case 'PUT':
          return { status: 200, body: await new SCIMMY.Resources.User(id!, params).write(knownAttributes(body, paths), ctx) };
        case 'PATCH':
          return patched(
            await new SCIMMY.Resources.User(id!, params).patch(knownPatchPaths(entraPatch(body), paths) as never, {
              ...ctx,
              patching: true,
            }),
          );
        default:
          await new SCIMMY.Resources.User(id!).dispose(ctx);
          return { status: 204 };
      }
    });
  }

  async groups(method: string, id: string | undefined, query: Query, body: unknown, ctx: ScimContext): Promise<ScimAnswer> {
    return answer(async () => {
      const paths = schemaPaths().groups;
      const params = listParams(query, paths) as never;
      switch (method) {
        case 'GET':
          return { status: 200, body: await (id ? new SCIMMY.Resources.Group(id, params) : new SCIMMY.Resources.Group(params)).read(ctx) };
        case 'POST':
          return { status: 201, body: await new SCIMMY.Resources.Group(params).write(knownAttributes(body, paths), ctx) };
        case 'PUT':
          return { status: 200, body: await new SCIMMY.Resources.Group(id!, params).write(knownAttributes(body, paths), ctx) };
        case 'PATCH':
          return patched(await new SCIMMY.Resources.Group(id!, params).patch(knownPatchPaths(entraPatch(body), paths) as never, ctx));
        default:
          await new SCIMMY.Resources.Group(id!).dispose(ctx);
          return { status: 204 };
      }
    });
  }

  /** ServiceProviderConfig, ResourceTypes and Schemas: what this service supports, read by the directory first. */
  async discovery(
    endpoint: 'ServiceProviderConfig' | 'ResourceTypes' | 'Schemas',
    id: string | undefined,
    query: Query,
  ): Promise<ScimAnswer> {
    return answer(async () => {
      const params = listParams(query, null) as never;
      const resource =
        endpoint === 'ServiceProviderConfig'
          ? new SCIMMY.Resources.ServiceProviderConfig(params)
          : endpoint === 'ResourceTypes'
            ? id
              ? new SCIMMY.Resources.ResourceType(id, params)
              : new SCIMMY.Resources.ResourceType(params)
            : id
              ? new SCIMMY.Resources.Schema(id, params)
              : new SCIMMY.Resources.Schema(params);
      return { status: 200, body: await resource.read() };
    });
  }
}

/** A SCIM error body (RFC 7644 §3.12) with its status. */
export function scimError(status: number, scimType: string | undefined, detail: string): ScimAnswer {
  return {
    status,
    body: { schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: String(status), ...(scimType ? { scimType } : {}), detail },
  };
}

let declared = false;

function declareOnce(): void {
  if (declared) return;
  declared = true;
  SCIMMY.Config.set({
    documentationUri: 'https://github.com/portiepunt/portiepunt/blob/main/docs/sso/entra-id.md',
    patch: true,
    filter: { supported: true, maxResults: 1000 },
    bulk: false,
    changePassword: false,
    sort: false,
    etag: false,
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token an admin of the organisation created in Portiepunt',
        primary: true,
      },
    ],
  });
  // Entra ID sends the enterprise extension (department, manager…) with every user; only employeeNumber is stored.
  SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false);
  SCIMMY.Resources.declare(SCIMMY.Resources.User, {
    basepath: SCIM_BASE_PATH,
    egress: async (resource: { id?: string; filter?: ScimFilter }, ctx: ScimContext) =>
      guard(async () => {
        if (resource.id) return toScimUser(await ctx.users.get(ctx.tenantId, resource.id));
        const users = await ctx.users.list(ctx.tenantId, directLookup(resource.filter));
        const scimUsers = users.map(toScimUser);
        return resource.filter ? resource.filter.match(scimUsers) : scimUsers;
      }),
    ingress: async (resource: { id?: string }, instance: ScimUserInstance, ctx: ScimContext) =>
      guard(async () => {
        const input = fromScimUser(instance, ctx.patching === true);
        return toScimUser(
          resource.id ? await ctx.users.replace(ctx.tenantId, resource.id, input) : await ctx.users.create(ctx.tenantId, input),
        );
      }),
    degress: async (resource: { id?: string }, ctx: ScimContext) => guard(() => ctx.users.deactivate(ctx.tenantId, resource.id!)),
  } as never);
  SCIMMY.Resources.declare(SCIMMY.Resources.Group, {
    basepath: SCIM_BASE_PATH,
    egress: async (resource: { id?: string; filter?: ScimFilter }, ctx: ScimContext) =>
      guard(async () => {
        if (resource.id) return toScimGroup(await ctx.groups.get(ctx.tenantId, resource.id));
        const groups = (await ctx.groups.list(ctx.tenantId)).map(toScimGroup);
        return resource.filter ? resource.filter.match(groups) : groups;
      }),
    ingress: async (resource: { id?: string }, instance: ScimGroupInstance, ctx: ScimContext) =>
      guard(async () =>
        toScimGroup(
          await ctx.groups.save(ctx.tenantId, resource.id ?? null, {
            displayName: String(instance.displayName ?? ''),
            externalId: instance.externalId,
            memberIds: (instance.members ?? []).map((member) => String(member.value)),
          }),
        ),
      ),
    degress: async (resource: { id?: string }, ctx: ScimContext) => guard(() => ctx.groups.delete(ctx.tenantId, resource.id!)),
  } as never);
  // The discovery endpoints describe resources at the same base path.
  SCIMMY.Resources.ResourceType.basepath(SCIM_BASE_PATH);
  SCIMMY.Resources.Schema.basepath(SCIM_BASE_PATH);
  SCIMMY.Resources.ServiceProviderConfig.basepath(SCIM_BASE_PATH);
}

interface ScimFilter extends Array<Record<string, unknown>> {
  match<T>(values: T[]): T[];
}

/** The enterprise extension's URN: its attributes travel under it (`urn:…:User:employeeNumber` as a PATCH path). */
const ENTERPRISE_USER = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

interface ScimUserInstance {
  schemas?: string[];
  [ENTERPRISE_USER]?: { employeeNumber?: string | null };
  userName?: string;
  externalId?: string;
  displayName?: string;
  active?: boolean;
  name?: { givenName?: string; familyName?: string };
  emails?: { value?: string; primary?: boolean }[];
}

interface ScimGroupInstance {
  displayName?: string;
  externalId?: string;
  members?: { value?: string }[];
}

/** The filters a directory sends to find one user (`userName eq "…"`, `externalId eq "…"`) go straight to an index. */
function directLookup(filter: ScimFilter | undefined): { userName?: string; externalId?: string } {
  if (!filter || filter.length !== 1) return {};
  const entries = Object.entries(filter[0]);
  if (entries.length !== 1) return {};
  const [attribute, expression] = entries[0];
  if (!Array.isArray(expression) || expression[0] !== 'eq' || typeof expression[1] !== 'string') return {};
  if (attribute.toLowerCase() === 'username') return { userName: expression[1] };
  if (attribute.toLowerCase() === 'externalid') return { externalId: expression[1] };
  return {};
}

function toScimUser(user: ProvisionedUser) {
  return {
    id: user.id,
    ...(user.externalId ? { externalId: user.externalId } : {}),
    userName: user.userName,
    name: { givenName: user.givenName, familyName: user.familyName, formatted: `${user.givenName} ${user.familyName}` },
    displayName: `${user.givenName} ${user.familyName}`,
    emails: [{ value: user.userName, type: 'work', primary: true }],
    active: user.active,
    ...(user.employeeNumber === null ? {} : { [ENTERPRISE_USER]: { employeeNumber: user.employeeNumber } }),
    meta: { created: user.created },
  };
}

function fromScimUser(instance: ScimUserInstance, patching: boolean): DirectoryUser {
  if (!instance.userName) throw new OwnScimError(400, 'invalidValue', 'userName is required');
  return {
    userName: instance.userName,
    givenName: instance.name?.givenName,
    familyName: instance.name?.familyName,
    displayName: instance.displayName,
    externalId: instance.externalId ?? undefined,
    active: instance.active,
    employeeNumber: employeeNumberOf(instance, patching),
  };
}

/**
 * A PATCH's result, or a body that declares the enterprise extension, sets the number, absent meaning none; a POST or
 * PUT without the extension leaves it alone, so a directory that does not map it never wipes what the admin typed.
 */
function employeeNumberOf(instance: ScimUserInstance, patching: boolean): string | null | undefined {
  if (!patching && !instance.schemas?.includes(ENTERPRISE_USER)) return undefined;
  return instance[ENTERPRISE_USER]?.employeeNumber ?? null;
}

function toScimGroup(group: ScimGroup) {
  return {
    id: group.id,
    ...(group.externalId ? { externalId: group.externalId } : {}),
    displayName: group.displayName,
    members: group.memberIds.map((value) => ({ value, type: 'User' })),
    meta: { created: group.createdAt, lastModified: group.updatedAt },
  };
}

/** Our own errors, in SCIM's terms; SCIMMY would turn anything else into a 404. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScimProblem) throw new OwnScimError(error.status as never, (error.scimType ?? null) as never, error.message);
    if (error instanceof InvalidInputError) throw new OwnScimError(400, 'invalidValue', error.message);
    if (error instanceof DomainError && error.code === 'email_taken') throw new OwnScimError(409, 'uniqueness', error.message);
    throw error;
  }
}

/** Only the list parameters SCIM defines, each given once, naming only attributes of the resource's schema. */
function listParams(query: Query, paths: ScimAttributePaths | null): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of ['filter', 'attributes', 'excludedAttributes', 'sortBy']) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw new OwnScimError(400, 'invalidValue', `${name} must be given once`);
    if (!paths) throw new OwnScimError(400, 'invalidValue', `${name} is not supported on this endpoint`);
    const unknown = name === 'filter' ? paths.unknownInFilter(value) : paths.unknownInList(value);
    if (unknown !== undefined) {
      throw new OwnScimError(
        400,
        name === 'filter' ? 'invalidFilter' : 'invalidValue',
        `${name} names an unknown attribute: ${shown(unknown)}`,
      );
    }
    // Sorting is not offered (ServiceProviderConfig says so): a known sortBy is accepted and ignored.
    if (name !== 'sortBy') params[name] = value;
  }
  for (const name of ['startIndex', 'count']) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !/^\d{1,9}$/.test(value))
      throw new OwnScimError(400, 'invalidValue', `${name} must be a whole number`);
    params[name] = Number(value);
  }
  return params;
}

/** An unknown name as the answer repeats it: short, and without characters that could mislead a log reader. */
function shown(name: string): string {
  return JSON.stringify(name.slice(0, 100));
}

/**
 * Entra ID sends `"True"`/`"False"` strings for booleans such as `active` (and capitalised `Replace`/`Add`
 * operations, which SCIMMY accepts as they are): the strings become booleans before SCIMMY checks types.
 */
function entraPatch(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { Operations?: unknown }).Operations)) return body;
  const asBoolean = (value: unknown) =>
    typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() === 'true' : value;
  return {
    ...body,
    Operations: (body as { Operations: unknown[] }).Operations.map((operation) => {
      if (!operation || typeof operation !== 'object') return operation;
      const { path, value } = operation as { path?: unknown; value?: unknown };
      if (typeof path === 'string' && path.toLowerCase() === 'active') return { ...operation, value: asBoolean(value) };
      if (path === undefined && value && typeof value === 'object' && !Array.isArray(value) && 'active' in value) {
        return { ...operation, value: { ...value, active: asBoolean((value as { active: unknown }).active) } };
      }
      return operation;
    }),
  };
}

/**
 * SCIMMY drops attributes its schemas do not know; a directory sending one has a wrong mapping, so it is told
 * (400 invalidSyntax) instead of losing data silently. Extension attributes travel under their schema's URN.
 */
function knownAttributes(body: unknown, paths: ScimAttributePaths): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const unknown = paths.unknownInBody(body);
  if (unknown !== undefined) throw new OwnScimError(400, 'invalidSyntax', `Unknown attribute: ${shown(unknown)}`);
  return body;
}

/** A PATCH operation's path, or the keys of its value when it has none, must name attributes of the schema. */
function knownPatchPaths(body: unknown, paths: ScimAttributePaths): unknown {
  const operations = (body as { Operations?: unknown } | null)?.Operations;
  if (!Array.isArray(operations)) return body;
  for (const operation of operations) {
    if (!operation || typeof operation !== 'object') continue;
    const { path, value } = operation as { path?: unknown; value?: unknown };
    if (typeof path === 'string') {
      const unknown = paths.unknownInFilter(path);
      if (unknown !== undefined) throw new OwnScimError(400, 'invalidPath', `The path names an unknown attribute: ${shown(unknown)}`);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const unknown = paths.unknownInBody(value);
      if (unknown !== undefined) throw new OwnScimError(400, 'invalidValue', `Unknown attribute: ${shown(unknown)}`);
    }
  }
  return body;
}

function patched(result: unknown): ScimAnswer {
  return result ? { status: 200, body: result } : { status: 204 };
}

const LIBRARY_DETAIL: Record<string, string> = {
  invalidFilter: 'The filter is not valid SCIM filter syntax',
  invalidPath: 'The PATCH path is not valid',
  noTarget: 'The PATCH path matches no value',
  invalidValue: 'A value is missing or does not match its attribute',
  invalidSyntax: 'The request does not match the SCIM schema',
  mutability: 'The attribute cannot be changed',
  uniqueness: 'The value is already in use',
  tooMany: 'The request asks for too many results',
};

function libraryDetail(status: number, scimType: string | undefined): string {
  if (scimType && Object.hasOwn(LIBRARY_DETAIL, scimType)) return LIBRARY_DETAIL[scimType];
  return status === 404 ? 'The resource does not exist' : 'The request is not valid SCIM';
}

/** SCIMMY's errors and ours as SCIM error bodies; anything unexpected is the caller's to log and answer 500. */
async function answer(work: () => Promise<ScimAnswer>): Promise<ScimAnswer> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SCIMMY.Types.Error) {
      const { status, scimType, message } = error as unknown as { status: number; scimType?: string; message: string };
      const type = scimType ?? undefined;
      return scimError(Number(status), type, error instanceof OwnScimError ? message : libraryDetail(Number(status), type));
    }
    if (error instanceof ScimProblem) return scimError(error.status, error.scimType, error.message);
    if (error instanceof TypeError) return scimError(400, 'invalidSyntax', libraryDetail(400, 'invalidSyntax'));
    throw error;
  }
}

let attributePaths: { users: ScimAttributePaths; groups: ScimAttributePaths } | undefined;

/** Built after the resources are declared (the User resource carries the enterprise extension). */
function schemaPaths(): { users: ScimAttributePaths; groups: ScimAttributePaths } {
  attributePaths ??= {
    users: new ScimAttributePaths(SCIMMY.Resources.User.schema.definition as never),
    groups: new ScimAttributePaths(SCIMMY.Resources.Group.schema.definition as never),
  };
  return attributePaths;
}
