import sharp from 'sharp';
import request from 'supertest';
import { createTenant, type TenantFixture } from './support/fixtures.js';
import { bearer, HOUR, offerPortion, TestClock } from './support/portions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { refusedFields } from './support/field-errors.js';

/** A camera-like JPEG: 2400 × 1600 with EXIF that includes a GPS position. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'Keuken' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 7/1 0/1' },
    })
    .toBuffer();
}

const image = (format: 'png' | 'webp' | 'gif') => {
  const blank = sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 90 } } });
  return blank[format]().toBuffer();
};

describe('portion photos', () => {
  const clock = new TestClock();
  let t: TestApp;
  let a: TenantFixture;
  let b: TenantFixture;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    a = await createTenant(t);
    b = await createTenant(t);
  });
  afterAll(() => t.close());

  const photoPath = (tenant: TenantFixture, portionId: string) => `/api/protected/tenants/${tenant.tenantId}/portions/${portionId}/photo`;
  const upload = (tenant: TenantFixture, portionId: string, bytes: Buffer, token = tenant.tokens.kitchen, filename = 'foto.jpg') =>
    request(t.http).put(photoPath(tenant, portionId)).set(bearer(token)).attach('photo', bytes, filename);
  const fetchPhoto = (url: string) =>
    request(t.http)
      .get(url)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('an uploaded camera photo is served as WebP at 1200 and 400 px without its EXIF or GPS, without a token', async () => {
    const portion = await offerPortion(t, a, clock);
    expect(portion.photoUrl).toBeNull();
    const jpeg = await cameraJpeg();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(a, portion.id, jpeg).expect(200);
    expect(response.body).toMatchObject({ id: portion.id, photoUrl: expect.stringMatching(/^\/api\/photos\/.+\?expires=\d+&signature=/) });

    const large = await fetchPhoto(response.body.photoUrl).expect(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const largeMeta = await sharp(large.body as Buffer).metadata();
    expect(largeMeta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(largeMeta.exif).toBeUndefined();
    expect((large.body as Buffer).includes(Buffer.from('TestCam'))).toBe(false);

    const small = await fetchPhoto(`${response.body.photoUrl}&size=small`).expect(200);
    const smallMeta = await sharp(small.body as Buffer).metadata();
    expect(smallMeta).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect(smallMeta.exif).toBeUndefined();
  });

  it('every role of the tenant gets the photoUrl with the portion; another tenant never sees the portion or its URL', async () => {
    const portion = await offerPortion(t, a, clock);
    await upload(a, portion.id, await image('png')).expect(200);
    const staffList = await request(t.http)
      .get(`/api/protected/tenants/${a.tenantId}/portions?available=true`)
      .set(bearer(a.tokens.staff))
      .expect(200);
    expect(staffList.body.find((p: { id: string }) => p.id === portion.id).photoUrl).toMatch(/^\/api\/photos\//);
    await request(t.http).get(`/api/protected/tenants/${b.tenantId}/portions/${portion.id}`).set(bearer(b.tokens.kitchen)).expect(404);
    await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`).set(bearer(b.tokens.kitchen)).expect(403);
    const theirList = await request(t.http).get(`/api/protected/tenants/${b.tenantId}/portions`).set(bearer(b.tokens.kitchen)).expect(200);
    expect(JSON.stringify(theirList.body)).not.toContain(portion.id);
  });

  it('a tampered, re-targeted or expired link answers 403 and never the image', async () => {
    const portion = await offerPortion(t, a, clock);
    const { photoUrl } = (await upload(a, portion.id, await image('webp')).expect(200)).body as { photoUrl: string };
    const url = new URL(photoUrl, 'http://x');
    const [, , , tenantId, photoId] = url.pathname.split('/');
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const tampered of [
      `/api/photos/${tenantId}/${photoId}?expires=${expires}&signature=${flipped}`,
      `/api/photos/${tenantId}/${photoId}?expires=${expires + 3600}&signature=${signature}`,
      `/api/photos/${b.tenantId}/${photoId}?expires=${expires}&signature=${signature}`,
    ]) {
      const response = await request(t.http).get(tampered).expect(403);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    clock.advance(5 * HOUR);
    try {
      await request(t.http).get(photoUrl).expect(403);
    } finally {
      clock.advance(-5 * HOUR);
    }
    await fetchPhoto(photoUrl).expect(200);
  });

  it('accepts PNG and WebP, refuses a GIF, a text file and a missing field with 400 on photo, and over 8 MB with 413', async () => {
    const portion = await offerPortion(t, a, clock);
    await upload(a, portion.id, await image('png'), a.tokens.kitchen, 'foto.png').expect(200);
    await upload(a, portion.id, await image('webp'), a.tokens.kitchen, 'foto.webp').expect(200);
    expect(refusedFields((await upload(a, portion.id, await image('gif'), a.tokens.kitchen, 'foto.gif').expect(400)).body)).toEqual([
      'photo',
    ]);
    expect(
      refusedFields((await upload(a, portion.id, Buffer.from('geen foto, maar tekst'), a.tokens.kitchen, 'foto.jpg').expect(400)).body),
    ).toEqual(['photo']);
    const wrongField = await request(t.http)
      .put(photoPath(a, portion.id))
      .set(bearer(a.tokens.kitchen))
      .attach('image', await image('png'), 'foto.png')
      .expect(400);
    expect(refusedFields(wrongField.body)).toContain('photo');
    expect(
      refusedFields(
        (await request(t.http).put(photoPath(a, portion.id)).set(bearer(a.tokens.kitchen)).send({ photo: 'x' }).expect(400)).body,
      ),
    ).toEqual(['photo']);
    const tooLarge = await upload(a, portion.id, Buffer.alloc(8 * 1024 * 1024 + 1, 1)).expect(413);
    expect(tooLarge.body).toMatchObject({ statusCode: 413 });
  });

  it('replacing or deleting a photo removes the old one: its link answers 404, and DELETE sets photoUrl to null', async () => {
    const portion = await offerPortion(t, a, clock);
    const first = (await upload(a, portion.id, await image('png')).expect(200)).body.photoUrl as string;
    const second = (await upload(a, portion.id, await image('webp')).expect(200)).body.photoUrl as string;
    expect(second).not.toBe(first);
    await request(t.http).get(first).expect(404);
    const removed = await request(t.http).delete(photoPath(a, portion.id)).set(bearer(a.tokens.kitchen)).expect(200);
    expect(removed.body.photoUrl).toBeNull();
    await request(t.http).get(second).expect(404);
  });

  it('staff may not upload (403); another tenant gets 403 under this tenant and 404 under its own path', async () => {
    const portion = await offerPortion(t, a, clock);
    const png = await image('png');
    await upload(a, portion.id, png, a.tokens.staff).expect(403);
    await upload(a, portion.id, png, b.tokens.kitchen).expect(403);
    await upload(b, portion.id, png).expect(404);
    await request(t.http).delete(photoPath(b, portion.id)).set(bearer(b.tokens.kitchen)).expect(404);
    expect(
      (await request(t.http).get(`/api/protected/tenants/${a.tenantId}/portions/${portion.id}`).set(bearer(a.tokens.kitchen)).expect(200))
        .body.photoUrl,
    ).toBeNull();
  });
});
