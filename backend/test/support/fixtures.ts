import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Actor } from '../../src/domain/shared/actor.js';
import type { TenantRole } from '../../src/domain/shared/actor.js';
import { Clock } from '../../src/domain/shared/clock.js';
import type { Plan } from '../../src/domain/tenancy/plan.js';
import { PasswordHasher } from '../../src/domain/identity/password-hasher.js';
import { TokenIssuer } from '../../src/domain/identity/token-issuer.js';
import { User } from '../../src/domain/identity/user.js';
import { UserRepository } from '../../src/domain/identity/user.repository.js';
import { RegisterUserUseCase } from '../../src/application/identity/register-user.use-case.js';
import { CreateLocationUseCase } from '../../src/application/tenancy/create-location.use-case.js';
import { CreateTenantUseCase } from '../../src/application/tenancy/create-tenant.use-case.js';
import { Partner } from '../../src/domain/partners/partner.js';
import { PartnerRepository } from '../../src/domain/partners/partner.repository.js';
import { countCost } from './cost-counter.js';
import type { TestApp } from './test-app.js';

export const PASSWORD = 'Geheim123!';

export interface TenantFixture {
  tenantId: string;
  locationId: string;
  tokens: Record<TenantRole, string>;
  userIds: Record<TenantRole, string>;
  emails: Record<TenantRole, string>;
}

let counter = 0;

let passwordHash: Promise<string> | undefined;

/**
 * The app's own hash of PASSWORD, computed once per run (kept in TEST_COST_DIR for the other files and workers) rather
 * than once per fixture user: every fixture user shares it. Login itself is tested in auth.e2e-spec.ts and others.
 */
function fixturePasswordHash(t: TestApp): Promise<string> {
  const dir = process.env.TEST_COST_DIR;
  const file = dir ? join(dir, 'fixture-password-hash') : undefined;
  passwordHash ??= (async () => {
    try {
      if (file) return readFileSync(file, 'utf8');
    } catch {
      // Not there yet: this file is the first to need it.
    }
    countCost('password hashed');
    const hash = await t.app.get(PasswordHasher).hash(PASSWORD);
    if (file) {
      writeFileSync(`${file}.${process.pid}`, hash);
      renameSync(`${file}.${process.pid}`, file);
    }
    return hash;
  })();
  return passwordHash;
}

/** Runs `work` with the app's hasher answering the shared fixture hash for PASSWORD (other passwords hash as usual). */
async function withFixtureHash<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  const hasher = t.app.get(PasswordHasher);
  const hash = await fixturePasswordHash(t);
  const real = hasher.hash.bind(hasher);
  hasher.hash = (password) => (password === PASSWORD ? Promise.resolve(hash) : real(password));
  try {
    return await work();
  } finally {
    delete (hasher as Partial<PasswordHasher>).hash;
  }
}

/** A token for the user, issued as a login would issue it: for tests that are not about logging in. */
async function tokenFor(t: TestApp, userId: string): Promise<string> {
  const user = await t.app.get(UserRepository).findById(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return t.app.get(TokenIssuer).issue(user);
}

/** A superadmin, created straight through the repository as the API cannot create one. */
export async function createSuperadmin(t: TestApp): Promise<{ actor: Actor; token: string; email: string }> {
  const email = `super${++counter}@test.nl`;
  const user = User.register(
    {
      tenantId: null,
      email,
      firstName: 'Sam',
      lastName: 'Super',
      role: 'superadmin',
      passwordHash: await fixturePasswordHash(t),
    },
    t.app.get(Clock).now(),
  );
  await t.app.get(UserRepository).save(user);
  return { actor: { userId: user.id, role: 'superadmin', tenantId: null }, token: await tokenFor(t, user.id), email };
}

/** A partner with a login of its own (no tenant), made straight through the repositories. */
export async function createPartner(t: TestApp): Promise<{ partnerId: string; token: string; email: string }> {
  const n = ++counter;
  const email = `partner${n}@test.nl`;
  const now = t.app.get(Clock).now();
  const user = User.register(
    {
      tenantId: null,
      email,
      firstName: 'Pim',
      lastName: 'Partner',
      role: 'partner',
      passwordHash: await fixturePasswordHash(t),
    },
    now,
  );
  await t.app.get(UserRepository).save(user);
  const partner = Partner.enrol(
    {
      applicationId: randomUUID(),
      userId: user.id,
      company: `Partner ${n}`,
      contactName: 'Pim Partner',
      email,
      referralCode: `partner-${n}-${randomUUID().slice(0, 8)}`,
    },
    now,
  );
  await t.app.get(PartnerRepository).save(partner);
  return { partnerId: partner.id, token: await tokenFor(t, user.id), email };
}

/**
 * A tenant with one active location and one user per tenant role, each with a token as a login would give them. Made
 * through the use cases, with the run's one fixture hash of PASSWORD (so logging in with PASSWORD works).
 */
export async function createTenant(t: TestApp, plan: Plan = 'group'): Promise<TenantFixture> {
  const n = ++counter;
  // A superadmin that exists only as an id: the audit log records ids, never checks them.
  const system: Actor = { userId: randomUUID(), role: 'superadmin', tenantId: null };
  const emails = { admin: `admin${n}@test.nl`, kitchen: `kitchen${n}@test.nl`, staff: `staff${n}@test.nl` };
  const { tenant, adminId, location, kitchen, staff } = await withFixtureHash(t, async () => {
    const { tenant, adminId } = await t.app.get(CreateTenantUseCase).execute(system, {
      name: `Tenant ${n}`,
      slug: `tenant-${n}-${Date.now()}`,
      plan,
      admin: { email: emails.admin, firstName: 'Ada', lastName: 'Admin', password: PASSWORD },
    });
    const location = await t.app.get(CreateLocationUseCase).execute(tenant.id, { name: `Locatie ${n}` });
    const register = t.app.get(RegisterUserUseCase);
    const kitchen = await register.execute(system, {
      tenantId: tenant.id,
      email: emails.kitchen,
      firstName: 'Kees',
      lastName: 'Keuken',
      role: 'kitchen',
      password: PASSWORD,
    });
    const staff = await register.execute(system, {
      tenantId: tenant.id,
      email: emails.staff,
      firstName: 'Sanne',
      lastName: 'Staf',
      role: 'staff',
      password: PASSWORD,
    });
    return { tenant, adminId, location, kitchen, staff };
  });
  return {
    tenantId: tenant.id,
    locationId: location.id,
    emails,
    userIds: { admin: adminId, kitchen: kitchen.id, staff: staff.id },
    tokens: {
      admin: await tokenFor(t, adminId),
      kitchen: await tokenFor(t, kitchen.id),
      staff: await tokenFor(t, staff.id),
    },
  };
}

/**
 * `count` staff colleagues of the tenant with their tokens: many distinct people for races, now that a person
 * holds one open reservation per portion. Saved through the repository with one shared hash and given tokens
 * directly, so that no test pays for `count` scrypt logins.
 */
export async function createStaffMembers(t: TestApp, tenant: TenantFixture, count: number): Promise<{ userId: string; token: string }[]> {
  const passwordHash = await fixturePasswordHash(t);
  const n = ++counter;
  const now = t.app.get(Clock).now();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const user = User.register(
        {
          tenantId: tenant.tenantId,
          email: `staff${n}-${i}@test.nl`,
          firstName: 'Collega',
          lastName: `Nummer ${i}`,
          role: 'staff',
          passwordHash,
        },
        now,
      );
      await t.app.get(UserRepository).save(user);
      return { userId: user.id, token: await t.app.get(TokenIssuer).issue(user) };
    }),
  );
}
