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
import { ContactRequest } from '../../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../../domain/leads/lead-status-history.js';
import { PartnerApplication } from '../../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../../domain/leads/partner-application.repository.js';
import type { Tenant } from '../../../domain/tenancy/tenant.js';

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
    await seedLeads(app, superadmin, noord, clock.now());
  });
  return true;
}

const HOUR = 60 * 60 * 1000;

/** Leads in each status, so that the superadmin's screens show something; Hogeschool Noord came in as one. */
async function seedLeads(app: INestApplicationContext, superadmin: User, noord: Tenant, now: Date): Promise<void> {
  const requests = app.get(ContactRequestRepository);
  const history = app.get(LeadStatusHistory);
  const by = { userId: superadmin.id, name: 'Sam Super' };
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const fresh = ContactRequest.receive(
    {
      organizationName: 'Zorgcentrum De Horst',
      firstName: 'Anouk',
      lastName: 'Willems',
      email: 'a.willems@dehorst.nl',
      phone: '0485 123 456',
      institutionType: 'care-home',
      numberOfLocations: '2-5',
      message: 'Onze keuken houdt dagelijks maaltijden over. Graag een demo voor ons team facilitair.',
      privacyAccepted: true,
    },
    false,
    ago(3),
  );
  await requests.save(fresh);

  const contacted = ContactRequest.receive(
    {
      organizationName: 'Ziekenhuis Rivierenland',
      firstName: 'Joost',
      lastName: 'van Dijk',
      email: 'j.vandijk@zhrivierenland.nl',
      institutionType: 'ziekenhuis',
      numberOfLocations: '4-10',
      message: 'Wij willen restporties uit het personeelsrestaurant aanbieden aan medewerkers van de avonddienst.',
    },
    false,
    ago(50),
  );
  const call = contacted.changeStatus('contacted', 'Gebeld; demo gepland voor volgende week dinsdag.', by, ago(26));
  await requests.save(contacted);
  if (call) await history.record('contact-request', contacted.id, call);

  const converted = ContactRequest.receive(
    {
      organizationName: 'Hogeschool Noord',
      firstName: 'Hanna',
      lastName: 'Noord',
      email: 'h.noord@hsnoord.nl',
      institutionType: 'hogeschool',
      numberOfLocations: '1',
    },
    false,
    ago(24 * 14),
  );
  const reached = converted.changeStatus('contacted', 'Demo gegeven in de kantine.', by, ago(24 * 12));
  const signed = converted.convertInto(noord.id, by, ago(24 * 10));
  await requests.save(converted);
  for (const change of [reached, signed]) if (change) await history.record('contact-request', converted.id, change);

  await app.get(PartnerApplicationRepository).save(
    PartnerApplication.receive(
      {
        firstName: 'Jeroen',
        lastName: 'Bosman',
        email: 'jeroen@bosmankeukenadvies.nl',
        phone: '06 48 12 34 56',
        company: 'Bosman Keukenadvies',
        role: 'Eigenaar en adviseur grootkeukens',
        experience: 'Vijftien jaar inrichting en advies van keukens in zorginstellingen en bedrijfsrestaurants.',
        network: 'Facilitair managers en koks van ruim dertig zorglocaties in Gelderland.',
        motivation: 'Mijn klanten zoeken een eenvoudige manier om minder eten weg te gooien.',
        privacyAccepted: true,
      },
      false,
      ago(5),
    ),
  );
}

