import type { INestApplicationContext } from '@nestjs/common';
import type { Actor } from '../../../domain/shared/actor.js';
import { Clock } from '../../../domain/shared/clock.js';
import { UnitOfWork } from '../../../domain/shared/unit-of-work.js';
import { PasswordHasher } from '../../../domain/identity/password-hasher.js';
import { User } from '../../../domain/identity/user.js';
import { UserRepository } from '../../../domain/identity/user.repository.js';
import { RegisterUserUseCase } from '../../../application/identity/register-user.use-case.js';
import { CreateLocationUseCase } from '../../../application/tenancy/create-location.use-case.js';
import { CreateTenantUseCase } from '../../../application/tenancy/create-tenant.use-case.js';

export const DEMO_PASSWORD = 'Welkom123!';

export const DEMO_LOGINS = [
  { email: 'keuken@delinde.nl', role: 'kitchen', who: 'Karin Keuken, Zorggroep De Linde' },
  { email: 'zorg@delinde.nl', role: 'staff', who: 'Sanne de Vries, Zorggroep De Linde' },
  { email: 'beheer@delinde.nl', role: 'admin', who: 'Bram Beheer, Zorggroep De Linde' },
  { email: 'beheer@hsnoord.nl', role: 'admin', who: 'Hanna Noord, Hogeschool Noord' },
  { email: 'super@portiepunt.nl', role: 'superadmin', who: 'Sam Super, Portiepunt' },
];

/**
 * Seeds the demo tenants and users through the same use cases the API uses.
 * Runs once: when the demo superadmin exists, nothing happens. Returns whether it seeded.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<boolean> {
  const users = app.get(UserRepository);
  if (await users.findByEmail('super@portiepunt.nl')) return false;
  const clock = app.get(Clock);
  const createTenant = app.get(CreateTenantUseCase);
  const createLocation = app.get(CreateLocationUseCase);
  const registerUser = app.get(RegisterUserUseCase);
  await app.get(UnitOfWork).run(async () => {
    const superadmin = User.register(
      {
        tenantId: null,
        email: 'super@portiepunt.nl',
        firstName: 'Sam',
        lastName: 'Super',
        role: 'superadmin',
        passwordHash: await app.get(PasswordHasher).hash(DEMO_PASSWORD),
      },
      clock.now(),
    );
    await users.save(superadmin);
    const actor: Actor = { userId: superadmin.id, role: 'superadmin', tenantId: null };

    const { tenant: linde } = await createTenant.execute(actor, {
      name: 'Zorggroep De Linde',
      slug: 'de-linde',
      plan: 'group',
      admin: { email: 'beheer@delinde.nl', firstName: 'Bram', lastName: 'Beheer', password: DEMO_PASSWORD },
    });
    await createLocation.execute(linde.id, { name: 'Hoofdgebouw', address: 'Lindelaan 1, Utrecht' });
    await createLocation.execute(linde.id, { name: 'Paviljoen Oost', address: 'Lindelaan 7, Utrecht' });
    await registerUser.execute(actor, { tenantId: linde.id, email: 'keuken@delinde.nl', firstName: 'Karin', lastName: 'Keuken', role: 'kitchen', password: DEMO_PASSWORD });
    await registerUser.execute(actor, { tenantId: linde.id, email: 'zorg@delinde.nl', firstName: 'Sanne', lastName: 'de Vries', role: 'staff', password: DEMO_PASSWORD });

    const { tenant: noord } = await createTenant.execute(actor, {
      name: 'Hogeschool Noord',
      slug: 'hs-noord',
      plan: 'starter',
      admin: { email: 'beheer@hsnoord.nl', firstName: 'Hanna', lastName: 'Noord', password: DEMO_PASSWORD },
    });
    await createLocation.execute(noord.id, { name: 'Kantine', address: 'Zernikeplein 3, Groningen' });
  });
  return true;
}

