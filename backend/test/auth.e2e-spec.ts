import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { UserRepository } from '../src/domain/identity/user.repository.js';
import { createSuperadmin, createTenant, PASSWORD, type TenantFixture } from './support/fixtures.js';
import { createTestApp, login, type TestApp } from './support/test-app.js';
import { refusalsOf, refusedFields } from './support/field-errors.js';

describe('identity: login, profile and registration', () => {
  let t: TestApp;
  let tenant: TenantFixture;
  let other: TenantFixture;
  let superToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t);
    other = await createTenant(t);
    superToken = (await createSuperadmin(t)).token;
  });
  afterAll(() => t.close());

  const api = () => request(t.http);

  describe('login', () => {
    it('answers a token and the user with mustChangePassword, without the password or its hash', async () => {
      const response = await api().post('/api/auth/login').send({ email: tenant.emails.staff, password: PASSWORD }).expect(200);
      expect(typeof response.body.token).toBe('string');
      expect(response.body.user).toEqual(
        expect.objectContaining({
          id: tenant.userIds.staff,
          email: tenant.emails.staff,
          firstName: 'Sanne',
          lastName: 'Staf',
          role: 'staff',
          tenantId: tenant.tenantId,
          mustChangePassword: false,
        }),
      );
      expect(JSON.stringify(response.body).replace(/"mustChangePassword"/g, '')).not.toMatch(/password|scrypt/i);
    });

    it('marks only the very first login of a user as the first', async () => {
      await api()
        .post('/api/auth/register')
        .set({ Authorization: `Bearer ${tenant.tokens.admin}` })
        .send({
          email: 'pieter@test.nl',
          firstName: 'Pieter',
          lastName: 'Nieuw',
          role: 'staff',
          password: PASSWORD,
          tenantId: tenant.tenantId,
        })
        .expect(201);
      const first = await api().post('/api/auth/login').send({ email: 'pieter@test.nl', password: PASSWORD }).expect(200);
      expect(first.body.firstLogin).toBe(true);
      const second = await api().post('/api/auth/login').send({ email: 'pieter@test.nl', password: PASSWORD }).expect(200);
      expect(second.body.firstLogin).toBe(false);
      await api().post('/api/auth/login').send({ email: 'pieter@test.nl', password: 'wrong-password' }).expect(401);
    });

    it('accepts the email trimmed and in any case', async () => {
      await api()
        .post('/api/auth/login')
        .send({ email: `  ${tenant.emails.staff.toUpperCase()} `, password: PASSWORD })
        .expect(200);
    });

    it('signs HS256 tokens carrying sub, role and tenantId with an expiry', async () => {
      const token = await login(t.http, tenant.emails.kitchen, PASSWORD);
      const [header, payload] = token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload).toMatchObject({ sub: tenant.userIds.kitchen, role: 'kitchen', tenantId: tenant.tenantId });
      expect(payload.exp - payload.iat).toBe(t.config.jwtTtlSeconds);
    });

    it('gives a wrong email, a wrong password, an inactive user and an inactive tenant the same 401 body', async () => {
      const extra = await createTenant(t);
      await api()
        .put(`/api/protected/tenants/${extra.tenantId}/users/${extra.userIds.staff}`)
        .set('Authorization', `Bearer ${extra.tokens.admin}`)
        .send({ isActive: false })
        .expect(200);
      const inactiveTenant = await createTenant(t);
      await api()
        .put(`/api/protected/admin/tenants/${inactiveTenant.tenantId}`)
        .set('Authorization', `Bearer ${superToken}`)
        .send({ isActive: false })
        .expect(200);

      const attempts = [
        { email: 'nobody@test.nl', password: PASSWORD },
        { email: tenant.emails.staff, password: 'wrong-password' },
        { email: extra.emails.staff, password: PASSWORD },
        { email: inactiveTenant.emails.kitchen, password: PASSWORD },
      ];
      const bodies = [];
      for (const attempt of attempts) bodies.push((await api().post('/api/auth/login').send(attempt).expect(401)).body);
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      expect(bodies[0]).toMatchObject({ statusCode: 401, message: 'Invalid email or password' });
    });

    it('rejects a body without password with a message per field', async () => {
      const response = await api().post('/api/auth/login').send({ email: 'a@b.nl' }).expect(400);
      expect(refusedFields(response.body)).toContain('password');
    });
  });

  describe('profile and tokens', () => {
    it("returns the caller with their organisation's name, and a superadmin without one", async () => {
      const response = await api().get('/api/protected/profile').set('Authorization', `Bearer ${tenant.tokens.kitchen}`).expect(200);
      const [{ name }] = await t.app.get(DataSource).query<{ name: string }[]>('SELECT name FROM tenants WHERE id = $1', [tenant.tenantId]);
      expect(response.body).toMatchObject({
        id: tenant.userIds.kitchen,
        firstName: 'Kees',
        lastName: 'Keuken',
        role: 'kitchen',
        tenantId: tenant.tenantId,
        tenantName: name,
      });
      const superadmin = await api().get('/api/protected/profile').set('Authorization', `Bearer ${superToken}`).expect(200);
      expect(superadmin.body).toMatchObject({ role: 'superadmin', tenantId: null, tenantName: null });
    });

    it('answers the language (Dutch unless chosen); choosing French answers the profile and keeps it', async () => {
      const own = await createTenant(t);
      const bearer = { Authorization: `Bearer ${own.tokens.staff}` };
      expect((await api().get('/api/protected/profile').set(bearer).expect(200)).body.language).toBe('nl');
      const chosen = await api().put('/api/protected/profile/language').set(bearer).send({ language: 'fr' }).expect(200);
      expect(chosen.body).toMatchObject({ id: own.userIds.staff, language: 'fr', tenantId: own.tenantId });
      expect((await api().get('/api/protected/profile').set(bearer).expect(200)).body.language).toBe('fr');
    });

    it('an unknown or missing language answers 400 naming language, and the stored one stays', async () => {
      const own = await createTenant(t);
      const bearer = { Authorization: `Bearer ${own.tokens.kitchen}` };
      for (const body of [{ language: 'de' }, { language: 'NL' }, { language: 3 }, {}]) {
        const refused = await api().put('/api/protected/profile/language').set(bearer).send(body).expect(400);
        expect(refusalsOf(refused.body, 'language').length).toBeGreaterThan(0);
      }
      const unknown = await api().put('/api/protected/profile/language').set(bearer).send({ language: 'de' }).expect(400);
      expect(refusalsOf(unknown.body, 'language')).toEqual([
        expect.objectContaining({ code: 'not_allowed', params: { allowed: ['nl', 'fr', 'en'] } }),
      ]);
      expect((await api().get('/api/protected/profile').set(bearer).expect(200)).body.language).toBe('nl');
      await api().put('/api/protected/profile/language').send({ language: 'fr' }).expect(401);
    });

    it('answers 401 without a token, with a malformed one, an expired one, or one signed otherwise', async () => {
      const jwt = t.app.get(JwtService);
      const payload = { sub: tenant.userIds.kitchen, role: 'kitchen', tenantId: tenant.tenantId };
      const expired = await jwt.signAsync(payload, { expiresIn: -10 });
      const otherSecret = await jwt.signAsync(payload, { secret: 'another-secret-entirely' });
      const wrongAlgorithm = await jwt.signAsync(payload, { algorithm: 'HS512' });
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
      await api().get('/api/protected/profile').expect(401);
      for (const token of ['not-a-token', expired, otherSecret, wrongAlgorithm, unsigned]) {
        await api().get('/api/protected/profile').set('Authorization', `Bearer ${token}`).expect(401);
      }
    });

    it('answers 401, never 200 or 500, for a correctly signed token without exp or whose sub is not a UUID', async () => {
      const ver = (await t.app.get(UserRepository).findById(tenant.userIds.kitchen))!.tokenVersion;
      const claims = { sub: tenant.userIds.kitchen, role: 'kitchen', tenantId: tenant.tenantId, ver };
      // Signed by hand: jsonwebtoken itself refuses to sign some of these claims.
      const sign = (payload: object) => {
        const unsigned = [{ alg: 'HS256', typ: 'JWT' }, payload]
          .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
          .join('.');
        return `${unsigned}.${createHmac('sha256', t.config.jwtSecret).update(unsigned).digest('base64url')}`;
      };
      const now = Math.floor(Date.now() / 1000);
      await api()
        .get('/api/protected/profile')
        .set('Authorization', `Bearer ${sign({ ...claims, exp: now + 60 })}`)
        .expect(200);
      for (const payload of [
        claims,
        { ...claims, exp: String(now + 60) },
        { ...claims, exp: now + 60, sub: 'not-a-uuid' },
        { ...claims, exp: now + 60, sub: "' OR 1=1 --" },
        { ...claims, exp: now + 60, sub: 12 },
        { ...claims, exp: now + 60, sub: '00000000-0000-4000-8000-000000000000' },
      ]) {
        await api()
          .get('/api/protected/profile')
          .set('Authorization', `Bearer ${sign(payload)}`)
          .expect(401);
      }
    });

    it('a token accepted before (its signature checked once) is refused once it expires', async () => {
      const jwt = t.app.get(JwtService);
      const ver = (await t.app.get(UserRepository).findById(tenant.userIds.kitchen))!.tokenVersion;
      const token = await jwt.signAsync({ sub: tenant.userIds.kitchen, role: 'kitchen', tenantId: tenant.tenantId, ver }, { expiresIn: 1 });
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
      await api().get('/api/protected/profile').set('Authorization', `Bearer ${token}`).expect(200);
      // Asks until it is refused; that must not happen before the token's expiry.
      let status = 200;
      const deadline = Date.now() + 3000;
      while (status === 200 && Date.now() < deadline)
        status = (await api().get('/api/protected/profile').set('Authorization', `Bearer ${token}`)).status;
      expect(status).toBe(401);
      expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
    });

    it('stops accepting a token within 1 s once its user is deactivated or deleted (cached principals are dropped on notification)', async () => {
      /** Asks until the profile answers 401, failing when it does not within 1 s. */
      const refusedWithinASecond = async (token: string) => {
        const deadline = Date.now() + 1000;
        let status = 0;
        while (status !== 401 && Date.now() < deadline)
          status = (await api().get('/api/protected/profile').set('Authorization', `Bearer ${token}`)).status;
        expect(status).toBe(401);
      };
      const extra = await createTenant(t);
      await api().get('/api/protected/profile').set('Authorization', `Bearer ${extra.tokens.staff}`).expect(200);
      await api()
        .put(`/api/protected/tenants/${extra.tenantId}/users/${extra.userIds.staff}`)
        .set('Authorization', `Bearer ${extra.tokens.admin}`)
        .send({ isActive: false })
        .expect(200);
      await refusedWithinASecond(extra.tokens.staff);

      await t.app.get(DataSource).query('DELETE FROM users WHERE id = $1', [extra.userIds.kitchen]);
      await refusedWithinASecond(extra.tokens.kitchen);
    });
  });

  describe('registration', () => {
    const newUser = (tenantId: string, email: string, role = 'staff') => ({
      email,
      firstName: 'Nina',
      lastName: 'Nieuw',
      role,
      password: 'Tijdelijk-Sleutelbos-72',
      tenantId,
    });

    it('an admin registers a user into their own tenant with a temporary password, who can then log in', async () => {
      const response = await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${tenant.tokens.admin}`)
        .send(newUser(tenant.tenantId, 'nina@test.nl'))
        .expect(201);
      expect(response.body).toMatchObject({
        email: 'nina@test.nl',
        role: 'staff',
        tenantId: tenant.tenantId,
        isActive: true,
        mustChangePassword: true,
      });
      expect(JSON.stringify(response.body).replace(/"mustChangePassword"/g, '')).not.toMatch(/password|scrypt/i);
      await login(t.http, 'nina@test.nl', 'Tijdelijk-Sleutelbos-72');
    });

    it('stores only a salted scrypt hash of the password', async () => {
      const [row] = await t.app.get(DataSource).query('SELECT password_hash FROM users WHERE email = $1', ['nina@test.nl']);
      expect(row.password_hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
      expect(row.password_hash).not.toContain('Tijdelijk-Sleutelbos-72');
    });

    it('an admin cannot register into another tenant', async () => {
      await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${tenant.tokens.admin}`)
        .send(newUser(other.tenantId, 'sneaky@test.nl'))
        .expect(403);
    });

    it('a superadmin registers into any tenant', async () => {
      await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${superToken}`)
        .send(newUser(other.tenantId, 'bysuper@test.nl', 'admin'))
        .expect(201);
    });

    it('kitchen and staff may not register anyone, and anonymous callers get 401', async () => {
      await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${tenant.tokens.kitchen}`)
        .send(newUser(tenant.tenantId, 'k@test.nl'))
        .expect(403);
      await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${tenant.tokens.staff}`)
        .send(newUser(tenant.tenantId, 's@test.nl'))
        .expect(403);
      await api().post('/api/auth/register').send(newUser(tenant.tenantId, 'anon@test.nl')).expect(401);
    });

    it('no superadmin can be created through the API', async () => {
      const response = await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${superToken}`)
        .send(newUser(tenant.tenantId, 'boss@test.nl', 'superadmin'))
        .expect(400);
      expect(refusedFields(response.body)).toContain('role');
    });

    it('a duplicate email, in any case, gets 409', async () => {
      await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${tenant.tokens.admin}`)
        .send(newUser(tenant.tenantId, 'NINA@test.nl'))
        .expect(409);
    });

    it('a password under 8 characters and a bad email get 400 per field', async () => {
      const response = await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${tenant.tokens.admin}`)
        .send({ ...newUser(tenant.tenantId, 'not-an-email'), password: 'short' })
        .expect(400);
      expect(refusedFields(response.body).sort()).toEqual(['email', 'password']);
    });

    it('registering into a tenant that does not exist gets 404', async () => {
      await api()
        .post('/api/auth/register')
        .set('Authorization', `Bearer ${superToken}`)
        .send(newUser('00000000-0000-4000-8000-000000000000', 'ghost@test.nl'))
        .expect(404);
    });
  });
});
