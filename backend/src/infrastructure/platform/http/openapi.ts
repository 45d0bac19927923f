import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
} from '@nestjs/swagger';
import { ERROR_DESCRIPTIONS, ERROR_EXAMPLES } from './error-response.dto.js';
import { MONTH_PATTERN } from '../../../domain/shared/calendar-month.js';

/** Extension set by @Public(): the operation needs no token. Removed from the published document. */
export const PUBLIC_EXTENSION = 'x-public';
/** Extension set by @ApiList(): the resource's sort fields and filter keys. Removed from the published document. */
export const LIST_EXTENSION = 'x-list';
/** Extension set by @Scopes(): which API key scopes open the operation. Removed from the published document. */
export const SCOPES_EXTENSION = 'x-api-key-scopes';

export interface ListExtension {
  resource: string;
  sortFields: readonly string[];
  filterKeys: readonly string[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const LIST_CONTRACT = [
  'Lists follow the ra-data-simple-rest contract: optional `sort=["field","ASC"]`, `range=[0,24]` (inclusive) and',
  '`filter={"field":value,"q":"text"}` (`{"id":[...]}` fetches several by id). They answer a JSON array with',
  '`Content-Range: <resource> <start>-<end>/<total>` (`<resource> */0` when empty); without `range` at most 1000 rows.',
  'Unknown sort fields, unknown filter keys and malformed parameters answer 400.',
].join('\n');

/** The list contract, described once and referenced by every list operation. */
const LIST_PARAMETERS: Record<string, ParameterObject> = {
  ListSort: {
    name: 'sort',
    in: 'query',
    required: false,
    description: 'JSON `["field","ASC"|"DESC"]`; the operation names its sort fields.',
    schema: { type: 'string', example: '["createdAt","DESC"]' },
  },
  ListRange: {
    name: 'range',
    in: 'query',
    required: false,
    description: 'JSON `[start,end]`, both inclusive and zero-based; without it at most 1000 rows.',
    schema: { type: 'string', example: '[0,24]' },
  },
  ListFilter: {
    name: 'filter',
    in: 'query',
    required: false,
    description: 'JSON object of field values; `q` searches text, `{"id":[...]}` fetches several by id. The operation names its keys.',
    schema: { type: 'string', example: '{}' },
  },
};

const CONTENT_RANGE_HEADER = {
  description: 'The page and total: `<resource> <start>-<end>/<total>`, or `<resource> */<total>` for an empty page.',
  schema: { type: 'string', example: 'users 0-24/319' },
};

/** Every PUT follows acceptWholeRecord (http/shared/whole-record.ts). */
const WHOLE_RECORD =
  'Takes the whole record as GET answers it (as react-admin sends it): read-only fields are ignored when unchanged, ' +
  'a changed one answers 400 naming it, and unknown fields answer 400.';

const RETRY_AFTER_HEADER = { description: 'Seconds until a call is accepted again', schema: { type: 'integer', example: 60 } };

const ERROR_BODY: ReferenceObject = { $ref: '#/components/schemas/ErrorResponseDto' };

/** The input guard checks every query and path value, so an operation without declared input can still answer 400. */
const UNDECLARED_INPUT_400 = 'A query or path value holding NUL or an unpaired UTF-16 surrogate, or nested deeper than 16 levels';

/** Path parameters named `id`, `tenantId` or `<something>Id` are UUIDs (UuidParam, TenantGuard); `month` is YYYY-MM. */
const ID_PARAMETER = /^(id|\w+Id)$/;
const MONTH_PARAMETER = { type: 'string', pattern: MONTH_PATTERN.source, example: '2026-10' } as const;

/** What changed for API clients, newest first. */
const CHANGELOG = [
  '## Changelog',
  '',
  '### 2026-11-29: waste photos, leftovers used otherwise, a temperature at hand-over',
  "- A waste record's `photoUrl` is no longer always null: `PUT …/waste-records/{id}/photo` (multipart, the rules of",
  '  portion photos) sets it, `DELETE` removes it; deleting a record deletes its photo. The records CSV has a photo column.',
  '- `GET …/waste-leftovers` lists ended portions with units left that nobody answered; `PUT …/portions/{id}/leftover`',
  '  with `{outcome: "used_otherwise"}` marks one as not waste, for the whole organisation (audited).',
  '- `POST …/locations/{id}/handovers` takes an optional `temperatureC`; the answer adds `handoverTemperature`',
  "  (`{temperatureC, outsideLimits}` or null). The counter list's `portion` carries `storage`.",
  '',
  '### 2026-11-28: one live event per reservation change',
  '- **Breaking for event stream readers:** a reservation that is placed, picked up, cancelled or promoted sends one',
  "  `reservation.updated` carrying its portion's new state in `portion` (as `GET …/portions` lists it), instead of a",
  '  `portion.updated` followed by a `reservation.updated`. Staff who may not see the reservation get',
  "  `{portionId, portion}` instead of the number alone. A location screen's stream is unchanged (`portion.updated`).",
  '- Webhooks are unchanged: a reservation still sends `reservation.created`/`reservation.updated` and `portion.updated`.',
  '',
  '### 2026-11-25: food information (EU Regulation 1169/2011)',
  '- Portions carry `allergens` as the 14 codes of Annex II, in this order: `gluten`, `crustaceans`, `eggs`, `fish`,',
  '  `peanuts`, `soy`, `milk`, `nuts`, `celery`, `mustard`, `sesame`, `sulphites`, `lupin`, `molluscs`. Answers, webhooks,',
  '  live events and exports carry only these codes.',
  '- Input still accepts the six Dutch values of before, mapped as `Gluten` → `gluten`, `Lactose` → `milk`, `Noten` → `nuts`,',
  '  `Eieren` → `eggs`, `Vis` → `fish`, `Soja` → `soy`. Stored portions were converted the same way.',
  '- **Breaking:** an offer must answer the allergen question: a non-empty `allergens`, or `allergensDeclared: true` with an',
  '  empty list ("contains none of the 14"). Otherwise 400 with an `errors` entry `{field: allergens, code: allergens_not_declared}`.',
  '  Portions offered before count as declared only when they listed at least one allergen.',
  '- New portion fields: `mayContain`, `allergensDeclared`, `diet` (`vegetarian`, `vegan`, `halal`, `no_pork`; vegan needs',
  '  vegetarian), `ingredients` (at most 1,000 characters), `preparedAt` (not in the future, at most 7 days back), `storage`',
  '  (`hot`, `chilled`, `ambient`) and `reheat` (chilled only). Reservations name them in `portion`.',
  '- Tenant setting `maxHoursPreparedToEnd` `{hot, chilled, ambient}` (each null or 1 to 168): an offer whose end of',
  '  pick-up lies further from `preparedAt` answers 400 at `availableUntil` (`prepared_to_end_too_long`).',
  '- `GET /api/protected/tenants/{tenantId}/stats/food`: portions by allergen and diet mark. The profile names `tenantName`.',
].join('\n');

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Portiepunt API')
    .setDescription(
      [
        'Leftover meal portions offered by kitchens and reserved by colleagues, per tenant.',
        '',
        'Authenticate with `Authorization: Bearer <token>`, where the token is the JWT from `POST /api/auth/login`',
        'or an API key (`pp_live_...`) that an admin created for the tenant.',
        '',
        LIST_CONTRACT,
        '',
        'Errors share one body: `{statusCode, error, message, code?, errors?}`. `code` names the business rule (see `ErrorCode`);',
        'a 400 lists each refused field in `errors` as `{field, code, params?, message}` (see `FieldErrorCode`).',
        'Choose texts by the codes: the English messages are for developers and may be reworded.',
        "Objects of another tenant answer 404; another tenant's path answers 403.",
        '',
        CHANGELOG,
      ].join('\n'),
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary', 'https://portiepunt.nl/voorwaarden')
    .addServer('/', 'The server that serves this document; every path starts with /api')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A login JWT or an API key (`pp_live_...`)' })
    .build();
  return completeOperations(SwaggerModule.createDocument(app, config));
}

/**
 * Adds what every operation shares, so that a controller only declares its own summary, rules and specific errors:
 * the security requirement (none for public routes), the shared error body with an example for 400/401/413/415/429/503
 * where they apply, UUID and month formats of path parameters, and references to the one description of the list contract.
 */
function completeOperations(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    parameters: { ...document.components?.parameters, ...LIST_PARAMETERS },
    headers: { ...document.components?.headers, ContentRange: CONTENT_RANGE_HEADER },
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method] as (OperationObject & Record<string, unknown>) | undefined;
      if (operation) completeOperation(operation, method);
    }
  }
  return document;
}

function completeOperation(operation: OperationObject & Record<string, unknown>, method: (typeof METHODS)[number]): void {
  const isPublic = operation[PUBLIC_EXTENSION] === true;
  delete operation[PUBLIC_EXTENSION];
  operation.security = isPublic ? [] : [{ bearer: [] }];

  const list = operation[LIST_EXTENSION] as ListExtension | undefined;
  delete operation[LIST_EXTENSION];
  if (list) {
    operation.parameters = [
      ...(operation.parameters ?? []),
      ...Object.keys(LIST_PARAMETERS).map((name) => ({ $ref: `#/components/parameters/${name}` })),
    ];
    const fields = `Sort fields: ${list.sortFields.join(', ')}. Filter keys: ${['id', ...list.filterKeys].join(', ')}.`;
    operation.description = operation.description ? `${operation.description}\n\n${fields}` : fields;
    const ok = operation.responses['200'] as ResponseObject;
    ok.headers = { 'Content-Range': { $ref: '#/components/headers/ContentRange' } };
  }

  const scopes = (operation[SCOPES_EXTENSION] as { scopes: string[] } | undefined)?.scopes;
  delete operation[SCOPES_EXTENSION];
  const keyAccess = scopes
    ? `API keys with scope ${scopes.map((scope) => `\`${scope}\``).join(' or ')} may call this.`
    : isPublic
      ? undefined
      : 'Not open to API keys (403).';
  operation.description = [operation.description, keyAccess].filter(Boolean).join('\n\n') || undefined;
  if (operation.description === undefined) delete operation.description;

  if (method === 'put') operation.description = [operation.description, WHOLE_RECORD].filter(Boolean).join('\n\n');

  for (const parameter of (operation.parameters ?? []) as ParameterObject[]) {
    if (parameter.in !== 'path') continue;
    if (ID_PARAMETER.test(parameter.name))
      parameter.schema = { type: 'string', format: 'uuid', example: '3f1c2b9e-7a41-4d8e-9c55-2b6f0e8d1a7c' };
    if (parameter.name === 'month') parameter.schema = { ...MONTH_PARAMETER };
  }

  // The database is read on every protected call (the token's user is re-read); public operations declare 503 themselves.
  const errors = [400, ...(isPublic ? [] : [401, 429, 503]), ...(operation.requestBody ? [413, 415] : [])];
  const declaresInput = (operation.parameters ?? []).length > 0 || operation.requestBody;
  for (const status of errors) {
    const description = status === 400 && !declaresInput ? UNDECLARED_INPUT_400 : ERROR_DESCRIPTIONS[status];
    const headers = status === 429 ? { 'Retry-After': RETRY_AFTER_HEADER } : undefined;
    operation.responses[status] ??= { description, headers, content: { 'application/json': { schema: ERROR_BODY } } };
  }
  // Errors are JSON even where the operation produces CSV, a ZIP or an image (@ApiProduces applies to every answer).
  for (const [status, response] of Object.entries(operation.responses) as [string, ResponseObject][]) {
    const error = Object.values(response.content ?? {}).find(
      (media) => (media.schema as ReferenceObject | undefined)?.$ref === ERROR_BODY.$ref,
    );
    if (error) response.content = { 'application/json': { schema: ERROR_BODY, example: error.example ?? ERROR_EXAMPLES[Number(status)] } };
  }
  operation.responses = Object.fromEntries(Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)));
}
