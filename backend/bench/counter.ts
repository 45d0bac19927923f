// npm run bench:counter: how long after "Meegegeven" on the counter tablet the staff phone shows "Opgehaald", over
// 200 hand-overs, in two headless Chromium pages on the built app (one instance, a fresh database with demo data).
// The tablet sends a hand-over once its 10 s undo window has passed (hand-over-queue.ts); the figure is the time
// from the end of that window, when the request starts, until the phone's card reads "Opgehaald" (its live event
// arrived and React drew it). Tapping to "Opgehaald" is that plus the 10 s. Each tap waits 100 ms after the last one
// was drawn (about 0.3 s apart in all), so that dozens of hand-overs are in their undo window at once and the sends
// overlap like a busy counter's. BENCH_HAND_OVERS changes the count.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { demoTenant, json, login, machine, ms, percentile, report, startDatabase, startServer } from './support.js';

const HAND_OVERS = Number(process.env.BENCH_HAND_OVERS ?? 200);
const TAP_EVERY_MS = 100;
const UNDO_MS = 10_000;

const database = await startDatabase();
const server = await startServer(database.url, randomBytes(32).toString('hex'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant, location } = await demoTenant(db);
  // The demo staff member has open reservations of the seed; the bench's are the only ones at its own location.
  await db.query(`UPDATE reservations SET status = 'cancelled', cancelled_at = now() WHERE status = 'reserved'`);
  await db.end();
  const kitchen = await login(server.base, 'keuken@delinde.nl');
  const staff = await login(server.base, 'zorg@delinde.nl');
  const headers = (token: string) => ({ Authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const until = new Date(Date.now() + 3 * 3_600_000).toISOString();
  for (let i = 0; i < HAND_OVERS; i++) {
    const portion = await json<{ id: string }>(
      await fetch(`${server.base}/api/protected/tenants/${tenant}/portions`, {
        method: 'POST',
        headers: headers(kitchen),
        body: JSON.stringify({
          title: `Bench ${i}`,
          locationId: location,
          totalQuantity: 1,
          availableUntil: until,
          allergensDeclared: true,
        }),
      }),
    );
    await json(
      await fetch(`${server.base}/api/protected/reservations`, {
        method: 'POST',
        headers: headers(staff),
        body: JSON.stringify({ portionId: portion.id }),
      }),
    );
  }

  const open = async (token: string, path: string, viewport: { width: number; height: number }) => {
    const page = await (await browser.newContext({ viewport, locale: 'nl-NL' })).newPage();
    await page.goto(`${server.base}/login`);
    await page.evaluate((value) => localStorage.setItem('portiepunt.token', value), token);
    await page.goto(`${server.base}${path}`);
    return page;
  };
  const phone = await open(staff, '/dashboard', { width: 375, height: 812 });
  await phone.getByRole('tab', { name: /Mijn reserveringen/ }).click();
  await phone.locator('[data-testid="live-status"][data-status="open"]').waitFor();
  await phone
    .getByTestId('reservation-card')
    .nth(HAND_OVERS - 1)
    .waitFor();
  // The phone stamps the moment each card first reads "Opgehaald".
  await phone.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { __pickedUp: seen });
    new MutationObserver(() => {
      for (const card of document.querySelectorAll<HTMLElement>('[data-testid="reservation-card"]')) {
        const id = card.dataset.reservationId!;
        if (seen[id] === undefined && card.querySelector('[data-testid="reservation-status"]')?.textContent === 'Opgehaald')
          seen[id] = Date.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  const tablet = await open(kitchen, '/dashboard/balie', { width: 1280, height: 900 });
  await tablet
    .getByTestId('counter-reservation')
    .nth(HAND_OVERS - 1)
    .waitFor();
  // The tablet stamps each hand-over request as it starts.
  const sent = new Map<string, number>();
  tablet.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/handovers')) {
      sent.set((JSON.parse(request.postData() ?? '{}') as { reservationId: string }).reservationId, Date.now());
    }
  });
  const tapped = Date.now();
  // Each tap on its own row, found by its code: a tap on "the first Meegegeven" would hit a row already waiting
  // whenever the tablet had not yet redrawn the last tap, and a repeated tap on a waiting row sends nothing.
  const codes = await tablet.getByTestId('counter-reservation').evaluateAll((rows) => rows.map((row) => row.dataset.code!));
  for (const code of codes) {
    await tablet.locator(`[data-code="${code}"]`).getByRole('button', { name: 'Meegegeven', exact: true }).click();
    await tablet.waitForTimeout(TAP_EVERY_MS);
  }
  await phone
    .waitForFunction((count) => Object.keys((window as unknown as { __pickedUp: object }).__pickedUp).length >= count, HAND_OVERS, {
      timeout: UNDO_MS + HAND_OVERS * TAP_EVERY_MS + 60_000,
    })
    .catch(async (error: unknown) => {
      const statuses = await phone.getByTestId('reservation-status').allTextContents();
      console.error(`sent ${sent.size}; phone statuses:`, JSON.stringify(statuses.slice(0, 20)));
      throw error;
    });
  const seen = await phone.evaluate(() => (window as unknown as { __pickedUp: Record<string, number> }).__pickedUp);
  const latencies = [...sent].map(([id, at]) => seen[id] - at).sort((x, y) => x - y);
  if (latencies.length !== HAND_OVERS || latencies.some(Number.isNaN))
    throw new Error(`measured ${latencies.length} of ${HAND_OVERS} hand-overs`);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.log(`${machine()}; ${HAND_OVERS} hand-overs in ${((Date.now() - tapped) / 1000).toFixed(1)} s`);
  console.log(`sent after the undo window -> phone shows Opgehaald: p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(latencies.at(-1)!)}`);
  report([
    {
      measure: `"Meegegeven" on the counter tablet -> "Opgehaald" on the staff phone, ${HAND_OVERS} hand-overs, after the 10 s undo (bench:counter)`,
      figure: `p50 ${ms(p50)}, p99 ${ms(p99)}`,
      ceiling: '',
    },
  ]);
} finally {
  await browser.close();
  await server.stop();
  await database.stop();
}
