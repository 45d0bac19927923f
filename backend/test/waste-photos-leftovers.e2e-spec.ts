import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { refusedFields } from './support/field-errors.js';
import { bearer, HOUR, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 90, g: 140, b: 40 } } })
    .png()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 90, height: 60, channels: 3, background: { r: 90, g: 140, b: 40 } } })
    .gif()
    .toBuffer();

describe('waste: a photo per record, and ended portions used otherwise', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;
  let db: DataSource;

  beforeAll(async () => {
    clock.set(new Date('2026-03-11T10:00:00Z'));
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const api = (f: TenantFixture, path: string) => `/api/protected/tenants/${f.tenantId}${path}`;
  const record = async (f: TenantFixture, fields: Record<string, unknown> = {}, token = f.tokens.kitchen) =>
    (
      await request(t.http)
        .post(api(f, '/waste-records'))
        .set(bearer(token))
        .send({ locationId: f.locationId, weightGrams: 800, stage: 'plate', reasonCode: 'returned', destination: 'compost', ...fields })
        .expect(201)
    ).body as { id: string; photoUrl: string | null };
  const upload = (f: TenantFixture, id: string, bytes: Buffer, token = f.tokens.kitchen, filename = 'bak.png') =>
    request(t.http)
      .put(api(f, `/waste-records/${id}/photo`))
      .set(bearer(token))
      .attach('photo', bytes, filename);
  const photoIdOf = async (recordId: string) =>
    ((await db.query('SELECT photo_id FROM waste_records WHERE id = $1', [recordId])) as { photo_id: string | null }[])[0].photo_id;
  const photoExists = async (photoId: string) =>
    ((await db.query('SELECT 1 FROM photos WHERE id = $1', [photoId])) as unknown[]).length > 0;

  describe('a photo per waste record', () => {
    it('is uploaded with the rules of portion photos, served small and large by its signed link, and carried by the list and the CSV', async () => {
      const created = await record(a);
      expect(created.photoUrl).toBeNull();
      const answer = await upload(a, created.id, await png()).expect(200);
      expect(answer.body).toMatchObject({ id: created.id, photoUrl: expect.stringMatching(/^\/api\/photos\/.+\?expires=\d+&signature=/) });
      const small = await request(t.http)
        .get(`${answer.body.photoUrl}&size=small`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(small.headers['content-type']).toBe('image/webp');
      expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 400 });

      const list = await request(t.http).get(api(a, '/waste-records')).set(bearer(a.tokens.kitchen)).expect(200);
      expect(list.body.find((item: { id: string }) => item.id === created.id).photoUrl).toMatch(/^\/api\/photos\//);
      const csv = await request(t.http).get(api(a, '/waste-records')).query({ format: 'csv' }).set(bearer(a.tokens.admin)).expect(200);
      const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toMatch(/;Foto \(link, enkele uren geldig\)$/);
      expect(lines.find((line) => line.includes(';Kees Keuken;'))).toMatch(
        /;http:\/\/portiepunt\.test\/api\/photos\/[^;]+signature=[^;]+$/,
      );
    });

    it('a replaced or removed photo is deleted; deleting the record deletes its photo', async () => {
      const created = await record(a);
      await upload(a, created.id, await png()).expect(200);
      const first = (await photoIdOf(created.id))!;
      await upload(a, created.id, await png()).expect(200);
      const second = (await photoIdOf(created.id))!;
      expect(second).not.toBe(first);
      expect(await photoExists(first)).toBe(false);
      const removed = await request(t.http)
        .delete(api(a, `/waste-records/${created.id}/photo`))
        .set(bearer(a.tokens.kitchen))
        .expect(200);
      expect(removed.body.photoUrl).toBeNull();
      expect(await photoExists(second)).toBe(false);

      await upload(a, created.id, await png()).expect(200);
      const third = (await photoIdOf(created.id))!;
      await request(t.http)
        .delete(api(a, `/waste-records/${created.id}`))
        .set(bearer(a.tokens.kitchen))
        .expect(200);
      expect(await photoExists(third)).toBe(false);
    });

    it('follows the change rule: the kitchen its own for 24 hours, the admin any; another organisation gets 404, staff 403', async () => {
      const created = await record(a);
      const adminsRecord = await record(a, {}, a.tokens.admin);
      const refused = await upload(a, adminsRecord.id, await png()).expect(403);
      expect(refused.body.code).toBe('waste_record_not_editable');
      clock.advance(25 * HOUR);
      try {
        expect((await upload(a, created.id, await png()).expect(403)).body.code).toBe('waste_record_not_editable');
        await upload(a, created.id, await png(), a.tokens.admin).expect(200);
      } finally {
        clock.advance(-25 * HOUR);
      }
      await upload(a, created.id, await png(), a.tokens.staff).expect(403);
      await request(t.http)
        .put(api(b, `/waste-records/${created.id}/photo`))
        .set(bearer(b.tokens.admin))
        .attach('photo', await png(), 'bak.png')
        .expect(404);
    });

    it('refuses a GIF, text and a body without multipart with 400 on photo, and stores nothing', async () => {
      const created = await record(a);
      for (const bytes of [await gif(), Buffer.from('geen foto')])
        expect(refusedFields((await upload(a, created.id, bytes).expect(400)).body)).toEqual(['photo']);
      const plain = await request(t.http)
        .put(api(a, `/waste-records/${created.id}/photo`))
        .set(bearer(a.tokens.kitchen))
        .send({})
        .expect(400);
      expect(refusedFields(plain.body)).toEqual(['photo']);
      expect(await photoIdOf(created.id)).toBeNull();
    });
  });

  describe('"Wat is ermee gebeurd?" on the server', () => {
    const leftovers = async (f: TenantFixture, token = f.tokens.kitchen) =>
      (await request(t.http).get(api(f, '/waste-leftovers')).set(bearer(token)).expect(200)).body as {
        portionId: string;
        unitsLeft: number;
        weightGrams: number;
      }[];
    const decide = (f: TenantFixture, portionId: string, body: object = { outcome: 'used_otherwise' }, token = f.tokens.kitchen) =>
      request(t.http)
        .put(api(f, `/portions/${portionId}/leftover`))
        .set(bearer(token))
        .send(body);

    it('lists an ended portion with units left until it is marked used otherwise, for every device; audited, and no waste', async () => {
      const f = await createTenant(t);
      const portion = await offerPortion(t, f, clock, {
        totalQuantity: 3,
        portionWeightGrams: 350,
        availableUntil: new Date(clock.now().getTime() + HOUR).toISOString(),
      });
      expect(await leftovers(f)).toEqual([]);
      clock.advance(2 * HOUR);
      try {
        expect(await leftovers(f)).toEqual([
          expect.objectContaining({ portionId: portion.id, title: 'Lasagne', locationId: f.locationId, unitsLeft: 3, weightGrams: 1050 }),
        ]);
        const answer = await decide(f, portion.id).expect(200);
        expect(answer.body).toEqual({
          portionId: portion.id,
          outcome: 'used_otherwise',
          decidedById: f.userIds.kitchen,
          decidedAt: clock.now().toISOString(),
        });
        expect(await leftovers(f)).toEqual([]);
        expect(await leftovers(f, f.tokens.admin)).toEqual([]);
        await decide(f, portion.id).expect(200);
        const audit = await request(t.http).get(api(f, '/audit')).set(bearer(f.tokens.admin)).expect(200);
        expect(audit.body.filter((entry: { action: string }) => entry.action === 'waste.leftover_used_otherwise')).toEqual([
          expect.objectContaining({ targetType: 'portion', targetId: portion.id, actorId: f.userIds.kitchen }),
        ]);
        const report = await request(t.http).get(api(f, '/waste-report')).set(bearer(f.tokens.admin)).expect(200);
        expect(report.body.wastedGrams).toBe(0);
      } finally {
        clock.advance(-2 * HOUR);
      }
    });

    it('a portion recorded as unsold waste leaves the list; one on offer or already wasted cannot be marked (409)', async () => {
      const f = await createTenant(t);
      const until = new Date(clock.now().getTime() + HOUR).toISOString();
      const onOffer = await offerPortion(t, f, clock, { availableUntil: new Date(clock.now().getTime() + 6 * HOUR).toISOString() });
      const wasted = await offerPortion(t, f, clock, { totalQuantity: 2, availableUntil: until });
      expect((await decide(f, onOffer.id).expect(409)).body.code).toBe('leftover_not_open');
      clock.advance(2 * HOUR);
      try {
        expect((await leftovers(f)).map((leftover) => leftover.portionId)).toEqual([wasted.id]);
        await record(f, { stage: 'unsold', reasonCode: 'expired', portionId: wasted.id, weightGrams: 800 });
        expect(await leftovers(f)).toEqual([]);
        expect((await decide(f, wasted.id).expect(409)).body.code).toBe('leftover_not_open');
      } finally {
        clock.advance(-2 * HOUR);
      }
    });

    it("refuses another outcome (400), another organisation's portion (404) and staff (403); stores nothing", async () => {
      const f = await createTenant(t);
      const portion = await offerPortion(t, f, clock, { availableUntil: new Date(clock.now().getTime() + HOUR).toISOString() });
      clock.advance(2 * HOUR);
      try {
        for (const body of [{ outcome: 'wasted' }, {}, { outcome: null }, { outcome: ['used_otherwise'] }])
          expect(refusedFields((await decide(f, portion.id, body).expect(400)).body)).toEqual(['outcome']);
        await decide(b, portion.id, undefined, b.tokens.kitchen).expect(404);
        await decide(f, portion.id, undefined, f.tokens.staff).expect(403);
        await request(t.http).get(api(f, '/waste-leftovers')).set(bearer(f.tokens.staff)).expect(403);
        expect(await leftovers(f)).toHaveLength(1);
      } finally {
        clock.advance(-2 * HOUR);
      }
    });
  });
});
