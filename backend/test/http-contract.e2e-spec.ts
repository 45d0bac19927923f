import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { stringify } from 'yaml';
import { REPO_ROOT } from '../src/infrastructure/platform/config/config.js';
import { buildOpenApiDocument } from '../src/infrastructure/platform/http/openapi.js';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

interface Schema {
  $ref?: string;
  example?: unknown;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
  anyOf?: Schema[];
}
interface Media {
  schema?: Schema;
  example?: unknown;
  examples?: unknown;
}

/**
 * The fields of a schema that an integrator would see without an example value. Enums, booleans, UUIDs and dates
 * are left out: every viewer shows a telling value for them already.
 */
function withoutExample(schema: Schema | undefined, schemas: Record<string, Schema>, field = '', seen: string[] = []): string[] {
  if (!schema) return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return seen.includes(name) ? [] : withoutExample(schemas[name], schemas, field, [...seen, name]);
  }
  if (
    schema.example !== undefined ||
    schema.enum ||
    schema.type === 'boolean' ||
    ['uuid', 'date-time', 'date', 'binary'].includes(schema.format ?? '')
  )
    return [];
  if (schema.items) return withoutExample(schema.items, schemas, `${field}[]`, seen);
  const parts = schema.allOf ?? schema.anyOf;
  if (parts) return parts.flatMap((part) => withoutExample(part, schemas, field, seen));
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([name, property]) => withoutExample(property, schemas, `${field}.${name}`, seen));
  return [field || '(body)'];
}

describe('HTTP contract: lists, bad input, errors and docs', () => {
  let t: TestApp;
  let f: TenantFixture;
  let usersPath: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = await createTenant(t, 'custom');
    usersPath = `/api/protected/tenants/${f.tenantId}/users`;
    for (const name of ['Anouk', 'Bert', 'Carla', 'Dirk']) {
      await request(t.http)
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${f.tokens.admin}`)
        .send({
          email: `${name.toLowerCase()}@lijst.nl`,
          firstName: name,
          lastName: 'Lijst',
          role: 'staff',
          password: 'Groene-Soeplepel-73',
          tenantId: f.tenantId,
        })
        .expect(201);
    }
  });
  afterAll(() => t.close());

  const admin = (path: string) => request(t.http).get(path).set('Authorization', `Bearer ${f.tokens.admin}`);

  describe('the list contract of ra-data-simple-rest', () => {
    it('returns a plain array with Content-Range covering all rows', async () => {
      const response = await admin(usersPath).expect(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body).toHaveLength(7);
      expect(response.headers['content-range']).toBe('users 0-6/7');
    });

    it('sorts, and takes an inclusive range', async () => {
      const response = await admin(usersPath).query({ sort: '["firstName","DESC"]', range: '[1,2]' }).expect(200);
      expect(response.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Kees', 'Dirk']);
      expect(response.headers['content-range']).toBe('users 1-2/7');
    });

    it('filters by field and by q, and reports the filtered total', async () => {
      const response = await admin(usersPath).query({ filter: '{"role":"staff","q":"lijst"}', sort: '["firstName","ASC"]' }).expect(200);
      expect(response.body.map((u: { firstName: string }) => u.firstName)).toEqual(['Anouk', 'Bert', 'Carla', 'Dirk']);
      expect(response.headers['content-range']).toBe('users 0-3/4');
    });

    it('matches % and _ in q as themselves, not as any text', async () => {
      for (const q of ['%', '_', 'lij_t', '\\']) {
        const response = await admin(usersPath)
          .query({ filter: JSON.stringify({ q }) })
          .expect(200);
        expect({ q, found: response.body }).toEqual({ q, found: [] });
      }
      const literal = await admin(usersPath).query({ filter: '{"q":"lijst"}' }).expect(200);
      expect(literal.body.length).toBeGreaterThan(0);
    });

    it('fetches several by id (getMany)', async () => {
      const ids = [f.userIds.kitchen, f.userIds.staff];
      const response = await admin(usersPath)
        .query({ filter: JSON.stringify({ id: ids }) })
        .expect(200);
      expect(response.body.map((u: { id: string }) => u.id).sort()).toEqual([...ids].sort());
    });

    it('answers an empty page with */total', async () => {
      const response = await admin(usersPath).query({ range: '[50,59]' }).expect(200);
      expect(response.body).toEqual([]);
      expect(response.headers['content-range']).toBe('users */7');
    });

    it('caps a list without range at 1000 rows', async () => {
      const values = Array.from(
        { length: 1005 },
        (_, i) => `(gen_random_uuid(), '${f.tenantId}', 'Bulk ${String(i).padStart(4, '0')}')`,
      ).join(',');
      await t.app.get(DataSource).query(`INSERT INTO locations (id, tenant_id, name) VALUES ${values}`);
      const response = await admin(`/api/protected/tenants/${f.tenantId}/locations`).expect(200);
      expect(response.body).toHaveLength(1000);
      expect(response.headers['content-range']).toBe('locations 0-999/1006');
    });

    it('exposes Content-Range to the browser through CORS', async () => {
      const response = await admin(usersPath).set('Origin', 'http://localhost:5173').expect(200);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    });

    it.each([
      ['an unknown sort field', { sort: '["passwordHash","ASC"]' }, 'sort'],
      ['a malformed sort', { sort: 'firstName' }, 'sort'],
      ['a malformed range', { range: '[0' }, 'range'],
      ['an unknown filter', { filter: '{"tenantId":"x"}' }, 'filter'],
      ['an unknown query parameter', { page: '2' }, 'page'],
    ])('rejects %s with 400 naming it', async (_name, query, field) => {
      const response = await admin(usersPath).query(query).expect(400);
      expect(refusedFields(response.body)).toContain(field);
    });
  });

  describe('bad input never reaches a 500', () => {
    const post = () => request(t.http).post('/api/auth/register').set('Authorization', `Bearer ${f.tokens.admin}`);

    it('malformed JSON gets 400', async () => {
      const response = await post().set('Content-Type', 'application/json').send('{"email": ').expect(400);
      expect(response.body.statusCode).toBe(400);
    });

    it('unknown fields and wrong types get 400 with a message per field', async () => {
      const response = await post()
        .send({
          email: 42,
          firstName: ['x'],
          lastName: 'L',
          role: 'chef',
          password: 'Groene-Soeplepel-73',
          tenantId: 'nope',
          isAdmin: true,
        })
        .expect(400);
      expect(refusedFields(response.body).sort()).toEqual(['email', 'firstName', 'isAdmin', 'role', 'tenantId']);
    });

    it('each refusal carries a stable code and the params its text needs, taken from the DTO', async () => {
      const response = await post()
        .send({ email: 'a@b.nl', firstName: '', lastName: 'x'.repeat(101), role: 'chef', tenantId: f.tenantId, isAdmin: true })
        .expect(400);
      expect(response.body.message).toBe('Validation failed');
      const refusals = (response.body.errors as { field: string; code: string; params?: object }[]).map(({ field, code, params }) => ({
        field,
        code,
        params,
      }));
      expect(refusals).toEqual(
        expect.arrayContaining([
          { field: 'isAdmin', code: 'unknown_field', params: undefined },
          { field: 'firstName', code: 'required', params: undefined },
          { field: 'lastName', code: 'too_long', params: { max: 100 } },
          { field: 'role', code: 'not_allowed', params: { allowed: ['kitchen', 'staff', 'admin'] } },
        ]),
      );
      const wrongType = await post()
        .send({ email: 'a@b.nl', firstName: 7, lastName: 'L', role: 'staff', tenantId: f.tenantId })
        .expect(400);
      expect(wrongType.body.errors).toContainEqual(
        expect.objectContaining({ field: 'firstName', code: 'wrong_type', params: { type: 'string' } }),
      );
    });

    it('an own "constructor" key is refused like any unknown field', async () => {
      const response = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send('{"organizationName":"Zorg","firstName":"A","lastName":"B","email":"a@zorg.nl","constructor":0}')
        .expect(400);
      expect(response.body.errors).toEqual([
        { field: 'constructor', code: 'unknown_field', message: 'property constructor should not exist' },
      ]);
    });

    it('a body over 100 kB gets 413', async () => {
      await post()
        .send({ email: 'a@b.nl', firstName: 'x'.repeat(110 * 1024) })
        .expect(413);
    });

    it('a non-UUID id in a path gets 400', async () => {
      const response = await admin(`${usersPath}/123`).expect(400);
      expect(refusedFields(response.body)).toContain('id');
      await admin('/api/protected/tenants/abc/users').expect(400);
    });

    it('an unknown /api path gets a 404 JSON body', async () => {
      const response = await request(t.http).get('/api/does-not-exist').expect(404);
      expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    });

    it('errors carry no stack trace or SQL', async () => {
      const response = await post()
        .send({
          email: 'dup@x.nl',
          firstName: 'A',
          lastName: 'B',
          role: 'staff',
          password: 'Groene-Soeplepel-73',
          tenantId: f.tenantId,
          extra: "'; DROP TABLE users; --",
        })
        .expect(400);
      expect(JSON.stringify(response.body)).not.toMatch(/at \w+ \(|SELECT|INSERT|stack/i);
    });
  });

  describe('the single-page app (needs the built frontend: npm test builds it first)', () => {
    let web: TestApp;
    beforeAll(async () => {
      web = await createTestApp({ databaseUrl: t.databaseUrl, serveFrontend: true });
    });
    afterAll(() => web.close());

    it('answers client-side routes with index.html', async () => {
      for (const path of [
        '/',
        '/prijzen',
        '/login',
        '/dashboard',
        '/dashboard/users/1',
        '/scherm/Xk3f9Q2mW8vR1tY6uJ0pL4sD7gH5aZ9cB3nE2xK8wQo',
      ]) {
        const response = await request(web.http).get(path).expect(200);
        expect({ path, html: response.text.includes('<div id="root">') }).toEqual({ path, html: true });
      }
    });

    it('answers an unknown page with status 404 and the prerendered 404 page, linking home and to /contact', async () => {
      for (const path of ['/een/onbekende/pagina', '/dashboardx', '/prijzen/extra']) {
        const response = await request(web.http)
          .get(path)
          .expect(404)
          .expect('Content-Type', /text\/html/);
        expect({
          path,
          notFound: response.text.includes('404 Page Not Found'),
          contact: response.text.includes('href="/contact"'),
        }).toEqual({ path, notFound: true, contact: true });
      }
    });

    it('answers a prerendered route with its own page, and browser-only routes with the root page', async () => {
      const title = async (path: string) => /<title>([^<]*)<\/title>/.exec((await request(web.http).get(path).expect(200)).text)?.[1];
      expect(await title('/prijzen')).toMatch(/^Prijzen/);
      expect(await title('/prijzen/')).toMatch(/^Prijzen/);
      expect(await title('/dashboard')).toBe(await title('/'));
    });

    it('answers HEAD of a page as GET would, without the body (link checkers and uptime monitors use it)', async () => {
      for (const path of ['/partners', '/dashboard']) {
        const response = await request(web.http)
          .head(path)
          .expect(200)
          .expect('Content-Type', /text\/html/);
        expect(response.text ?? '').toBe('');
      }
      await request(web.http).head('/bestaat-niet').expect(404);
    });

    it('sends the brotli copy when the browser accepts it', async () => {
      // Fastify's inject keeps the body as sent; HTTP clients would decompress it.
      const response = await web.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/functies', headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Functies');
    });

    it('keeps unknown /api paths a JSON 404', async () => {
      const response = await request(web.http).get('/api/onbekend').expect(404);
      expect(response.body.statusCode).toBe(404);
    });
  });

  describe('docs and health', () => {
    it('serves Swagger UI and the OpenAPI JSON', async () => {
      await request(t.http).get('/api/docs').expect(200).expect('Content-Type', /html/);
      const json = await request(t.http).get('/api/docs-json').expect(200);
      expect(json.body.paths['/api/auth/login']).toBeDefined();
    });

    it('the committed openapi.yaml matches what the code generates (run `npm run openapi`)', () => {
      const committed = readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8');
      expect(committed).toBe(stringify(buildOpenApiDocument(t.app), { aliasDuplicateObjects: false }));
    });

    it('every operation has a summary, an example of each JSON body it takes or gives, and JSON error answers with an example', () => {
      const document = buildOpenApiDocument(t.app);
      const schemas = document.components!.schemas as Record<string, Schema>;
      const gaps: string[] = [];
      for (const [path, item] of Object.entries(document.paths)) {
        for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
          const operation = item[method];
          if (!operation) continue;
          const name = `${method.toUpperCase()} ${path}`;
          if (!operation.summary) gaps.push(`${name}: no summary`);
          const request = (operation.requestBody as { content?: Record<string, Media> } | undefined)?.content?.['application/json'];
          if (request && !request.example && !request.examples)
            gaps.push(...withoutExample(request.schema, schemas).map((field) => `${name} request ${field}`));
          for (const [status, response] of Object.entries(operation.responses) as [string, { content?: Record<string, Media> }][]) {
            const json = response.content?.['application/json'];
            if (Number(status) >= 400) {
              if (!json || Object.keys(response.content!).length > 1) gaps.push(`${name} ${status}: not answered as JSON only`);
              else if (!json.example) gaps.push(`${name} ${status}: no example`);
            } else if (json && !json.example) {
              gaps.push(...withoutExample(json.schema, schemas).map((field) => `${name} ${status} ${field}`));
            }
          }
          if (!operation.responses['400']) gaps.push(`${name}: no 400 (every query and path value is checked)`);
        }
      }
      expect(gaps).toEqual([]);
    });

    it('health answers 503 once the database is gone', async () => {
      const other = await createTestApp({ databaseUrl: t.databaseUrl });
      await other.appDataSource.destroy();
      const response = await request(other.http).get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'down' });
      await other.close();
    });
  });
});
