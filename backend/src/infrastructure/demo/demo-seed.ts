import { runAsPlatform } from '../platform/database/data-scope.js';
import { PlatformDatabase } from '../platform/database/platform-database.js';
import { DEFAULT_PORTION_WEIGHT_GRAMS, localDay, suggestedBaseline } from '../../domain/waste/waste-figures.js';
import type { INestApplicationContext } from '@nestjs/common';
import type { Actor } from '../../domain/shared/actor.js';
import { Clock } from '../../domain/shared/clock.js';
import { UnitOfWork } from '../../domain/shared/unit-of-work.js';
import { PasswordHasher } from '../../domain/identity/password-hasher.js';
import { User } from '../../domain/identity/user.js';
import { UserRepository } from '../../domain/identity/user.repository.js';
import { RegisterUserUseCase } from '../../application/identity/register-user.use-case.js';
import { CreateLocationUseCase } from '../../application/tenancy/create-location.use-case.js';
import { CreateTenantUseCase } from '../../application/tenancy/create-tenant.use-case.js';
import { ContactRequest } from '../../domain/leads/contact-request.js';
import { ContactRequestRepository } from '../../domain/leads/contact-request.repository.js';
import { LeadStatusHistory } from '../../domain/leads/lead-status-history.js';
import { PartnerApplication } from '../../domain/leads/partner-application.js';
import { PartnerApplicationRepository } from '../../domain/leads/partner-application.repository.js';
import type { Tenant } from '../../domain/tenancy/tenant.js';
import { CreatePortionUseCase } from '../../application/portions/create-portion.use-case.js';
import { ReservePortionUseCase } from '../../application/reservations/reserve-portion.use-case.js';
import { PortionRepository } from '../../domain/portions/portion.repository.js';
import type { PortionInput } from '../../domain/portions/portion.js';
import { LocationRepository } from '../../domain/tenancy/location.repository.js';

export const DEMO_PASSWORD = 'Groene-Soeplepel-73';

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
/** Seeds every demo organisation: platform work. */
export function seedDemoData(app: INestApplicationContext): Promise<boolean> {
  return runAsPlatform('demo seed', () => seedAll(app));
}

async function seedAll(app: INestApplicationContext): Promise<boolean> {
  const users = app.get(UserRepository);
  if (await users.findByEmail('super@portiepunt.nl')) {
    await offerDemoPortions(app);
    return false;
  }
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
    await registerUser.execute(actor, {
      tenantId: linde.id,
      email: 'keuken@delinde.nl',
      firstName: 'Karin',
      lastName: 'Keuken',
      role: 'kitchen',
      password: DEMO_PASSWORD,
    });
    await registerUser.execute(actor, {
      tenantId: linde.id,
      email: 'zorg@delinde.nl',
      firstName: 'Sanne',
      lastName: 'de Vries',
      role: 'staff',
      password: DEMO_PASSWORD,
    });

    const { tenant: noord } = await createTenant.execute(actor, {
      name: 'Hogeschool Noord',
      slug: 'hs-noord',
      plan: 'starter',
      admin: { email: 'beheer@hsnoord.nl', firstName: 'Hanna', lastName: 'Noord', password: DEMO_PASSWORD },
    });
    await createLocation.execute(noord.id, { name: 'Kantine', address: 'Zernikeplein 3, Groningen' });
    await seedLeads(app, superadmin, noord, clock.now());
  });
  await seedHistory(app, clock.now());
  await seedHistoryReservations(app, clock.now());
  await seedWasteHistory(app, clock.now());
  await offerDemoPortions(app);
  return true;
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Weeks of past portions, so that a sales demo's charts show a trend rather than one week. */
export const DEMO_HISTORY_WEEKS = 12;

const HISTORY_DISHES = [
  { title: 'Lasagne bolognese', allergens: 'gluten,milk,celery', diet: '' },
  { title: 'Vegetarische curry met rijst', allergens: 'mustard', diet: 'vegetarian,vegan' },
  { title: 'Kipsaté met gele rijst', allergens: 'peanuts,soy', diet: 'halal,no_pork' },
  { title: 'Erwtensoep', allergens: 'celery', diet: '' },
  { title: 'Pasta pesto', allergens: 'gluten,nuts,milk', diet: 'vegetarian' },
  { title: 'Stamppot boerenkool', allergens: 'milk', diet: '' },
  { title: 'Visstoofpot', allergens: 'fish,celery', diet: 'no_pork' },
  { title: 'Tomatensoep met balletjes', allergens: 'celery,gluten', diet: '' },
];

/** A small seeded generator: the same history on every fresh demo database. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Twelve weeks of ended lunch portions at De Linde's locations: more on weekdays than at the weekend, slowly
 * growing as the kitchen gets used to offering, most picked up, a few reserved and not collected. Written
 * straight into the table (the use cases refuse an end time in the past); the statistics trigger rolls them up.
 */
async function seedHistory(app: INestApplicationContext, now: Date): Promise<void> {
  const kitchen = await app.get(UserRepository).findByEmail('keuken@delinde.nl');
  if (!kitchen?.tenantId) return;
  const tenantId = kitchen.tenantId;
  const locations = (await app.get(LocationRepository).list(tenantId, { filter: {} })).items.map((location) => location.toState());
  const random = seededRandom(2026);
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const rows: (string | number | Date)[][] = [];
  for (let back = DEMO_HISTORY_WEEKS * 7; back >= 1; back--) {
    const day = new Date(now.getTime() - back * DAY);
    const weekend = day.getDay() === 0 || day.getDay() === 6;
    const growth = 1 + (DEMO_HISTORY_WEEKS * 7 - back) / (DEMO_HISTORY_WEEKS * 7);
    for (const [index, location] of locations.entries()) {
      const batches = weekend ? between(0, 1) : between(1, 3) + (index === 0 ? 1 : 0);
      for (let batch = 0; batch < batches; batch++) {
        const dish = HISTORY_DISHES[between(0, HISTORY_DISHES.length - 1)];
        const total = Math.round(between(4, 12) * growth);
        const pickedUp = Math.min(total, Math.round(total * (0.55 + random() * 0.4)));
        const noShows = Math.min(total - pickedUp, between(0, 2));
        const served = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 11 + batch * 2, between(0, 3) * 15);
        rows.push([location.id, dish.title, total, pickedUp, noShows, served, dish.allergens, dish.diet]);
      }
    }
  }
  const column = (index: number) => rows.map((row) => row[index]);
  await app.get(PlatformDatabase).dataSource.query(
    `INSERT INTO portions (id, tenant_id, location_id, title, description, total_quantity, available_quantity, reserved_quantity,
                           picked_up_quantity, available_until, price_cents, allergens, may_contain, allergens_declared, diet,
                           prepared_at, storage, reheat, status, created_by, created_at)
     SELECT gen_random_uuid(), $1, h.location_id, h.title, '', h.total, h.total - h.picked_up - h.no_shows, h.no_shows,
            h.picked_up, h.served + interval '3 hours', 350, string_to_array(h.allergens, ','), '{}', true,
            string_to_array(h.diet, ','), h.served - interval '1 hour', 'hot', false, 'expired', $2, h.served
       FROM unnest($3::uuid[], $4::text[], $5::int[], $6::int[], $7::int[], $8::timestamptz[], $9::text[], $10::text[])
            AS h(location_id, title, total, picked_up, no_shows, served, allergens, diet)`,
    [tenantId, kitchen.id, column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7)],
  );
}

/** De Linde's colleagues who held the history's reservations (Sanne's own list keeps only today's demo reservation). */
const HISTORY_COLLEAGUES = [
  ['Lotte', 'Bakker'],
  ['Daan', 'Visser'],
  ['Emma', 'Smit'],
  ['Noah', 'Meijer'],
  ['Julia', 'de Boer'],
  ['Sem', 'Mulder'],
  ['Tess', 'de Groot'],
  ['Lucas', 'Bos'],
  ['Sophie', 'Vos'],
  ['Finn', 'Peters'],
  ['Mila', 'Hendriks'],
  ['Levi', 'van Leeuwen'],
  ['Zoë', 'Dekker'],
  ['Milan', 'Brouwer'],
  ['Nora', 'de Wit'],
  ['Jesse', 'Dijkstra'],
  ['Sara', 'Smits'],
  ['Thijs', 'de Graaf'],
  ['Evi', 'van der Meer'],
  ['Ruben', 'van der Linden'],
  ['Fleur', 'Kok'],
  ['Bram', 'Jacobs'],
  ['Yara', 'de Haan'],
  ['Luuk', 'Vermeulen'],
  ['Anna', 'van den Berg'],
  ['Owen', 'van Dijk'],
  ['Isa', 'Schouten'],
  ['Stijn', 'Willems'],
  ['Femke', 'Hoekstra'],
  ['Mohammed', 'El Amrani'],
] as const;

/**
 * The history's reservations as rows, matching each portion's counters: `picked_up_quantity` reservations picked up
 * and `reserved_quantity` still open (the no-shows), one unit each, held by distinct colleagues (at most 24 units
 * per portion against 30 colleagues), at the portion's price. So the monthly settlement, which charges people for
 * their own pick-ups, counts what the overview and the analytics count. Colleagues and reservations are one
 * set-based statement each; the colleagues log in with the demo password (the kitchen's hash).
 */
async function seedHistoryReservations(app: INestApplicationContext, now: Date): Promise<void> {
  const kitchen = await app.get(UserRepository).findByEmail('keuken@delinde.nl');
  if (!kitchen?.tenantId) return;
  const db = app.get(PlatformDatabase).dataSource;
  const email = ([first, last]: readonly [string, string]) =>
    `${first}.${last}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ /g, '')
      .toLowerCase() + '@delinde.nl';
  await db.query(
    `INSERT INTO users (id, tenant_id, email, first_name, last_name, role, password_hash, created_at)
     SELECT gen_random_uuid(), $1, c.email, c.first_name, c.last_name, 'staff', k.password_hash, $3
       FROM unnest($4::text[], $5::text[], $6::text[]) AS c(email, first_name, last_name), users k WHERE k.id = $2`,
    [
      kitchen.tenantId,
      kitchen.id,
      new Date(now.getTime() - (DEMO_HISTORY_WEEKS * 7 + 1) * DAY),
      HISTORY_COLLEAGUES.map(email),
      HISTORY_COLLEAGUES.map(([first]) => first),
      HISTORY_COLLEAGUES.map(([, last]) => last),
    ],
  );
  await db.query(
    `WITH colleagues AS (
       SELECT id, row_number() OVER (ORDER BY email) - 1 AS n, count(*) OVER () AS of FROM users WHERE email = ANY($2::text[])
     ), history AS (
       SELECT p.*, row_number() OVER (ORDER BY p.created_at, p.id) AS ordinal
         FROM portions p WHERE p.tenant_id = $1 AND p.status = 'expired'
     )
     INSERT INTO reservations (id, tenant_id, portion_id, user_id, quantity, status, reserved_at, picked_up_at, price_cents)
     SELECT gen_random_uuid(), h.tenant_id, h.id, c.id, 1,
            CASE WHEN k <= h.picked_up_quantity THEN 'picked_up' ELSE 'reserved' END,
            h.created_at + k * interval '4 minutes',
            CASE WHEN k <= h.picked_up_quantity THEN h.created_at + k * interval '4 minutes' + interval '30 minutes' END,
            h.price_cents
       FROM history h
       CROSS JOIN LATERAL generate_series(1, h.picked_up_quantity + h.reserved_quantity) AS k
       JOIN colleagues c ON c.n = (h.ordinal * 7 + k) % c.of`,
    [kitchen.tenantId, HISTORY_COLLEAGUES.map(email)],
  );
}

/**
 * Twelve weeks of weighed waste and meals served at De Linde, in one set-based statement each (the triggers keep the
 * daily totals): six weighings a location a day split over stages, reasons and destinations, grams per meal falling
 * from about 55 to 30 before what was left unsold, and the rest of every history portion that ended with units left recorded as
 * unsold. The baseline is the first 4 complete weeks.
 */
async function seedWasteHistory(app: INestApplicationContext, now: Date): Promise<void> {
  const kitchen = await app.get(UserRepository).findByEmail('keuken@delinde.nl');
  if (!kitchen?.tenantId) return;
  const db = app.get(PlatformDatabase).dataSource;
  const days = DEMO_HISTORY_WEEKS * 7;
  await db.query(
    `INSERT INTO meals_served (tenant_id, location_id, day, meals)
     SELECT $1, l.id, d.day, round((CASE WHEN extract(isodow FROM d.day) >= 6 THEN 140 ELSE 230 END) * l.share + d.n * 7 % 15)
       FROM (SELECT id, CASE WHEN row_number() OVER (ORDER BY name) = 1 THEN 1.0 ELSE 0.6 END AS share FROM locations WHERE tenant_id = $1) l,
            (SELECT n, ($2::timestamptz AT TIME ZONE 'Europe/Amsterdam')::date - n AS day FROM generate_series(1, $3::int) AS n) d`,
    [kitchen.tenantId, now, days],
  );
  await db.query(
    `INSERT INTO waste_records (id, tenant_id, location_id, weight_grams, stage, reason_code, destination, recorded_at, recorded_by, created_at)
     SELECT gen_random_uuid(), m.tenant_id, m.location_id,
            greatest(1, round(m.meals * (30 + 25.0 * d.n / $3) * w.share * (0.85 + (d.n * 31 + w.k * 17) % 30 / 100.0))),
            w.stage, w.reason, w.destination, t.recorded, $2, t.recorded
       FROM meals_served m
       JOIN (SELECT n, ($4::timestamptz AT TIME ZONE 'Europe/Amsterdam')::date - n AS day FROM generate_series(1, $3::int) AS n) d ON d.day = m.day
       CROSS JOIN (VALUES (1, 'overproduction', 'overproduced', 'digestion', 0.30), (2, 'plate', 'returned', 'digestion', 0.25),
                          (3, 'plate', 'returned', 'incineration', 0.15), (4, 'preparation', 'other', 'compost', 0.15),
                          (5, 'spoilage', 'expired', 'digestion', 0.10), (6, 'overproduction', 'quality', 'digestion', 0.05))
            AS w(k, stage, reason, destination, share),
            LATERAL (SELECT (m.day + time '12:30' + w.k * interval '25 minutes') AT TIME ZONE 'Europe/Amsterdam' AS recorded) AS t
      WHERE m.tenant_id = $1`,
    [kitchen.tenantId, kitchen.id, days, now],
  );
  await db.query(
    `INSERT INTO waste_records (id, tenant_id, location_id, weight_grams, stage, reason_code, destination, recorded_at, recorded_by, portion_id, created_at)
     SELECT gen_random_uuid(), tenant_id, location_id, available_quantity * $3, 'unsold', 'expired', 'digestion',
            available_until + interval '30 minutes', $2, id, available_until + interval '30 minutes'
       FROM portions WHERE tenant_id = $1 AND status = 'expired' AND available_quantity > 0`,
    [kitchen.tenantId, kitchen.id, DEFAULT_PORTION_WEIGHT_GRAMS],
  );
  const baseline = suggestedBaseline(localDay(new Date(now.getTime() - days * DAY)), localDay(now));
  if (baseline)
    await db.query(
      `INSERT INTO tenant_settings (tenant_id, waste_baseline_from, waste_baseline_to) VALUES ($1, $2, $3)
       ON CONFLICT (tenant_id) DO UPDATE SET waste_baseline_from = EXCLUDED.waste_baseline_from, waste_baseline_to = EXCLUDED.waste_baseline_to`,
      [kitchen.tenantId, baseline.from, baseline.to],
    );
}

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

const DEMO_PORTIONS: (Omit<PortionInput, 'locationId' | 'availableUntil' | 'preparedAt'> & {
  location: string;
  hours: number;
  /** Hours before now that it was made. */
  preparedHoursAgo: number;
})[] = [
  {
    title: 'Lasagne bolognese',
    description: 'Nog warm, uit de lunch',
    location: 'Hoofdgebouw',
    totalQuantity: 6,
    hours: 1.5,
    allergens: ['gluten', 'milk', 'celery'],
    ingredients: 'Lasagnebladen (tarwe, ei), rundergehakt, tomaat, bechamelsaus (melk, tarwebloem), Parmezaanse kaas, selderij, ui',
    preparedHoursAgo: 2,
    storage: 'hot',
  },
  {
    title: 'Erwtensoep met roggebrood',
    description: '',
    location: 'Hoofdgebouw',
    totalQuantity: 8,
    hours: 5,
    allergens: ['gluten', 'celery'],
    diet: ['no_pork'],
    preparedHoursAgo: 3,
    storage: 'hot',
  },
  {
    title: 'Vegetarische curry met rijst',
    description: 'Mild gekruid',
    location: 'Paviljoen Oost',
    totalQuantity: 4,
    hours: 4,
    allergens: ['soy'],
    mayContain: ['peanuts'],
    diet: ['vegetarian', 'vegan', 'halal', 'no_pork'],
    preparedHoursAgo: 20,
    storage: 'chilled',
    reheat: true,
  },
  {
    title: 'Fruitsalade',
    description: 'Vers gesneden',
    location: 'Paviljoen Oost',
    totalQuantity: 5,
    hours: 6,
    allergens: [],
    allergensDeclared: true,
    diet: ['vegetarian', 'vegan', 'halal', 'no_pork'],
    preparedHoursAgo: 1,
    storage: 'chilled',
  },
  {
    title: 'Appeltaart',
    description: 'Per punt',
    location: 'Paviljoen Oost',
    totalQuantity: 10,
    hours: 26,
    allergens: ['gluten', 'eggs', 'milk'],
    mayContain: ['nuts'],
    diet: ['vegetarian'],
    preparedHoursAgo: 5,
    storage: 'ambient',
  },
];

/**
 * Offers De Linde's demo portions (one ending within 2 hours) and one reservation by the demo staff member,
 * whenever nothing of De Linde can be reserved: portions expire within hours, the demo database does not.
 */
async function offerDemoPortions(app: INestApplicationContext): Promise<void> {
  const users = app.get(UserRepository);
  const kitchen = await users.findByEmail('keuken@delinde.nl');
  const staff = await users.findByEmail('zorg@delinde.nl');
  if (!kitchen?.tenantId || !staff?.tenantId) return;
  const tenantId = kitchen.tenantId;
  const now = app.get(Clock).now();
  const reservable = await app
    .get(PortionRepository)
    .list(tenantId, { reservableOnly: true, now }, { filter: {}, range: { start: 0, end: 0 } });
  if (reservable.total > 0) return;
  const locations = (await app.get(LocationRepository).list(tenantId, { filter: {} })).items.map((location) => location.toState());
  const offer = app.get(CreatePortionUseCase);
  const kitchenActor: Actor = { userId: kitchen.id, role: 'kitchen', tenantId };
  const offered = [];
  for (const portion of DEMO_PORTIONS) {
    const location = locations.find((candidate) => candidate.name === portion.location && candidate.isActive);
    if (!location) continue;
    const { hours, preparedHoursAgo, location: _location, ...fields } = portion;
    offered.push(
      await offer.execute(kitchenActor, tenantId, {
        ...fields,
        locationId: location.id,
        availableUntil: new Date(now.getTime() + hours * HOUR),
        preparedAt: new Date(now.getTime() - preparedHoursAgo * HOUR),
      }),
    );
  }
  const curry = offered.find((portion) => portion.title.startsWith('Vegetarische curry'));
  if (curry) await app.get(ReservePortionUseCase).execute({ userId: staff.id, role: 'staff', tenantId }, { portionId: curry.id });
}
