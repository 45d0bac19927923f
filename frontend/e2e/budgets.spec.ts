import { gzipSync } from 'node:zlib';
import { PUBLIC_ROUTES } from './routes';
import { expect, open, test } from './support/test';

const JS_BUDGET_BYTES = 98 * 1000;

test('opening / loads at most 98 kB of gzipped JavaScript and no react-admin or MUI code', async ({ page }) => {
  const scripts: { url: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.body() });
  });
  await open(page, '/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  const gzipped = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
  console.log(`JavaScript on /: ${scripts.length} files, ${(gzipped / 1000).toFixed(1)} kB gzipped`);
  expect(gzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  for (const script of scripts) {
    expect(script.body.toString('utf8'), script.url).not.toMatch(/react-admin|@mui\/|MuiButtonBase/);
  }
});

test('no page requests anything from another origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
  });
  for (const route of [...PUBLIC_ROUTES, { path: '/login' }, { path: '/bestaat-niet' }]) {
    await open(page, route.path, { waitUntil: 'networkidle' });
  }
  // The home form and its toasts load when the contact section comes near: include them.
  await open(page, '/#contact', { waitUntil: 'networkidle' });
  await expect(page.getByLabel('Naam organisatie')).toBeVisible();
  expect(foreign).toEqual([]);
});

test('the font is self-hosted Inter, latin subset only', async ({ page, baseURL }) => {
  const fonts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && fonts.push(request.url()));
  await open(page, '/', { waitUntil: 'networkidle' });
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter');
  expect(await page.evaluate(() => document.fonts.ready.then(() => document.fonts.check('16px Inter')))).toBe(true);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font.startsWith(`${baseURL}/assets/inter-latin-`), font).toBe(true);
  }
});

test('every public page is prerendered with its own title and hydrates without errors', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  for (const route of PUBLIC_ROUTES) {
    const file = route.path === '/' ? '/' : `${route.path}/`;
    const html = await (await request.get(file)).text();
    expect(html, route.path).toContain(`<title>${route.meta.title}</title>`);
    expect(html, route.path).toContain(route.heading);
    await open(page, route.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  }
  expect(errors).toEqual([]);
});
