import fc from 'fast-check';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BODY_LIMIT_BYTES } from '../src/create-app.js';
import { contactForm, partnerForm } from './support/leads.js';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Form {
  url: string;
  valid: () => Record<string, unknown>;
  required: string[];
  /** Longest accepted length of each text field. */
  limits: Record<string, number>;
  enums: string[];
  /** When a non-true privacyAccepted breaks the body: false only, or anything but absent too. */
  privacyRequired: boolean;
}

const CONTACT: Form = {
  url: '/api/contact',
  valid: contactForm,
  required: ['organizationName', 'firstName', 'lastName', 'email'],
  limits: { organizationName: 100, firstName: 100, lastName: 100, email: 254, phone: 30, message: 5000, website: 2000 },
  enums: ['institutionType', 'numberOfLocations'],
  privacyRequired: false,
};

const PARTNER: Form = {
  url: '/api/partners/applications',
  valid: partnerForm,
  required: ['firstName', 'lastName', 'email', 'role', 'experience', 'network', 'motivation'],
  limits: {
    firstName: 100,
    lastName: 100,
    email: 254,
    phone: 30,
    company: 2000,
    role: 2000,
    experience: 2000,
    network: 2000,
    motivation: 2000,
    website: 2000,
  },
  enums: [],
  privacyRequired: true,
};

type Body = { raw: string };
const nonString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
);
const visible = (min: number, max: number) =>
  fc.string({ minLength: min, maxLength: max, unit: 'grapheme-ascii' }).filter((s) => s.trim().length === s.length && s.length >= min);

/** Changes that each make a body invalid for sure. */
function breakOf(form: Form): fc.Arbitrary<(body: Record<string, unknown>) => void> {
  const fields = Object.keys(form.valid());
  const breaks: fc.Arbitrary<(body: Record<string, unknown>) => void>[] = [
    fc.constantFrom(...form.required).map((field) => (body) => void delete body[field]),
    fc.tuple(fc.constantFrom(...form.required), fc.oneof(nonString, fc.constant(null), fc.constantFrom('', '   '))).map(
      ([field, value]) =>
        (body) =>
          void (body[field] = value),
    ),
    fc.tuple(fc.constantFrom(...Object.keys(form.limits)), nonString).map(
      ([field, value]) =>
        (body) =>
          void (body[field] = value),
    ),
    fc.tuple(fc.constantFrom(...Object.entries(form.limits)), fc.integer({ min: 1, max: 40 })).map(
      ([[field, max], extra]) =>
        (body) =>
          void (body[field] = '7'.repeat(max + extra)),
    ),
    fc
      .tuple(
        fc.string({ minLength: 1 }).filter((key) => !fields.includes(key) && key !== '__proto__'),
        fc.jsonValue(),
      )
      .map(
        ([key, value]) =>
          (body) =>
            void (body[key] = value),
      ),
    visible(1, 30)
      .filter((s) => !s.includes('@'))
      .map((value) => (body) => void (body.email = value)),
    fc
      .jsonValue()
      .filter((value) => value !== true && (form.privacyRequired || value !== null))
      .map((value) => (body) => void (body.privacyAccepted = value)),
  ];
  if (form.enums.length) {
    breaks.push(
      fc
        .tuple(
          fc.constantFrom(...form.enums),
          visible(1, 12).filter((s) => !['1', '2-3', '2-5', '4-10', '6-10', '10+'].includes(s) && !/^[a-z-]+$/.test(s)),
        )
        .map(
          ([field, value]) =>
            (body) =>
              void (body[field] = value),
        ),
    );
  }
  return fc.oneof(...breaks);
}

/** Any change at all, valid or not: noise applied before the sure break. */
function noiseOf(form: Form): fc.Arbitrary<(body: Record<string, unknown>) => void> {
  return fc.tuple(fc.constantFrom(...Object.keys(form.valid())), fc.jsonValue()).map(
    ([field, value]) =>
      (body) =>
        void (body[field] = value),
  );
}

function malformed(form: Form): fc.Arbitrary<Body> {
  const broken = fc.tuple(fc.array(noiseOf(form), { maxLength: 3 }), breakOf(form)).map(([noise, sureBreak]) => {
    const body = form.valid();
    for (const change of noise) change(body);
    sureBreak(body);
    return { raw: JSON.stringify(body) };
  });
  const notAnObject = fc
    .jsonValue()
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value))
    .map((value) => ({ raw: JSON.stringify(value) }));
  const notJson = fc.string().map((raw) => ({ raw }));
  const tooLarge = fc
    .integer({ min: 1, max: 1000 })
    .map((extra) => ({ raw: JSON.stringify({ ...form.valid(), message: 'x'.repeat(BODY_LIMIT_BYTES + extra) }) }));
  return fc.oneof(
    { arbitrary: broken, weight: 8 },
    { arbitrary: notAnObject, weight: 1 },
    { arbitrary: notJson, weight: 1 },
    { arbitrary: tooLarge, weight: 1 },
  );
}

describe('malformed lead submissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('500 random malformed bodies get only 400 or 413, never a 500, and nothing is stored', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(CONTACT, PARTNER).chain((form) => malformed(form).map((body) => ({ form, body }))),
        async ({ form, body }) => {
          const response = await request(t.http).post(form.url).set('Content-Type', 'application/json').send(body.raw);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect([400, 413]).toContain(response.status);
        },
      ),
      { numRuns: 500 },
    );
    expect([...statuses.keys()].sort()).toEqual([400, 413]);
    const [counts] = await t.app
      .get(DataSource)
      .query(
        'SELECT (SELECT count(*) FROM contact_requests) AS contacts, (SELECT count(*) FROM partner_applications) AS partners, (SELECT count(*) FROM throttle_hits) AS submissions',
      );
    expect(counts).toEqual({ contacts: '0', partners: '0', submissions: '0' });
  });
});
