import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/test';

// The public forms are prerendered: a visitor on a slow phone types into them before the app has taken over, and
// goes on typing while it does. Nothing here is stored: the form posts are answered by the test, so the API's
// limit of 5 leads per address is not touched.

const CPU_SLOWDOWN = 6;

/** Holds back every script until `release()`, on a CPU slowed down as on a cheap phone. */
async function slowLoading(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Answers the form's post itself and returns what it sent. */
async function capturePost(page: Page, path: string) {
  const sent: { contentType: string; body: string }[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      sent.push({ contentType: (await request.headerValue('content-type')) ?? '', body: request.postData() ?? '' });
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"00000000-0000-4000-8000-000000000000"}' });
    },
  );
  return sent;
}

/** The app has taken over the whole page, the form included. */
async function appTookOver(page: Page, form: Locator) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The native checkbox of the prerendered form becomes the app's own once the form has hydrated.
  await expect(form.locator('button[role="checkbox"]')).toBeVisible();
}

interface PublicForm {
  name: string;
  path: string;
  formId: string;
  endpoint: string;
  /** Typed before any script has run. */
  before: [label: string, value: string][];
  /** Chosen in a select before any script has run. */
  chosen: [label: string, value: string][];
  /** Typed key by key while the app loads and takes over. */
  during: [label: string, value: string];
  submit: string;
  success: (page: Page, form: Locator) => Locator;
  sent: Record<string, unknown>;
}

const FORMS: PublicForm[] = [
  {
    name: 'the home demo form',
    path: '/#contact',
    formId: 'demo-form',
    endpoint: '/api/contact',
    before: [
      ['Naam organisatie', 'Zorggroep Vroeg'],
      ['Voornaam', 'Vera'],
      ['Achternaam', 'Vroeg'],
      ['Bericht', 'Getypt voordat de app geladen was.'],
    ],
    chosen: [['Aantal locaties', '2-5']],
    during: ['E-mailadres', 'vera@zorggroep-vroeg.nl'],
    submit: 'Demo aanvragen',
    success: (page) => page.getByRole('region', { name: /Meldingen/ }).getByText('Demo aanvraag verstuurd!'),
    sent: {
      language: 'nl',
      organizationName: 'Zorggroep Vroeg',
      firstName: 'Vera',
      lastName: 'Vroeg',
      email: 'vera@zorggroep-vroeg.nl',
      numberOfLocations: '2-5',
      message: 'Getypt voordat de app geladen was.',
      privacyAccepted: true,
    },
  },
  {
    name: 'the contact form',
    path: '/contact',
    formId: 'contact-form',
    endpoint: '/api/contact',
    before: [
      ['Naam organisatie', 'Ziekenhuis Vroeg'],
      ['Voornaam', 'Cas'],
      ['Achternaam', 'Vroeg'],
      ['E-mailadres', 'cas@ziekenhuis-vroeg.nl'],
    ],
    chosen: [
      ['Type instelling', 'ziekenhuis'],
      ['Aantal locaties', '2-3'],
    ],
    during: ['Bericht', 'Graag een demo.'],
    submit: 'Verstuur aanvraag',
    success: (_page, form) => form.getByRole('status'),
    sent: {
      language: 'nl',
      organizationName: 'Ziekenhuis Vroeg',
      firstName: 'Cas',
      lastName: 'Vroeg',
      email: 'cas@ziekenhuis-vroeg.nl',
      institutionType: 'ziekenhuis',
      numberOfLocations: '2-3',
      message: 'Graag een demo.',
    },
  },
  {
    name: 'the partner form',
    path: '/partners',
    formId: 'partner-form',
    endpoint: '/api/partners/applications',
    before: [
      ['Voornaam', 'Piet'],
      ['Achternaam', 'Vroeg'],
      ['E-mailadres', 'piet@advies-vroeg.nl'],
      ['Huidige functie', 'Adviseur'],
      ['Relevante ervaring', 'Tien jaar.'],
      ['Je netwerk', 'Zorgkeukens.'],
    ],
    chosen: [],
    during: ['Motivatie', 'Minder verspilling.'],
    submit: 'Aanmelding versturen',
    success: (page) => page.getByRole('region', { name: /Meldingen/ }).getByText('Aanmelding ontvangen!'),
    sent: {
      language: 'nl',
      firstName: 'Piet',
      lastName: 'Vroeg',
      email: 'piet@advies-vroeg.nl',
      role: 'Adviseur',
      experience: 'Tien jaar.',
      network: 'Zorgkeukens.',
      motivation: 'Minder verspilling.',
      privacyAccepted: true,
    },
  },
];

test.describe('typed before the app has loaded, on a slowed-down CPU', () => {
  test.slow();

  for (const publicForm of FORMS) {
    test(`${publicForm.name} keeps what was typed and sends it`, async ({ page }) => {
      const release = await slowLoading(page);
      const sent = await capturePost(page, publicForm.endpoint);
      await page.goto(publicForm.path, { waitUntil: 'commit' });
      const form = page.locator(`#${publicForm.formId}`);
      const field = (label: string) => form.getByLabel(label);
      await expect(form.locator('input[type="checkbox"]')).toBeVisible();
      for (const [label, value] of publicForm.before) await field(label).fill(value);
      for (const [label, value] of publicForm.chosen) await field(label).selectOption(value);
      await form.getByRole('checkbox').check();
      release();
      const [duringLabel, duringValue] = publicForm.during;
      await field(duringLabel).pressSequentially(duringValue);
      await appTookOver(page, form);

      for (const [label, value] of [...publicForm.before, publicForm.during]) await expect(field(label)).toHaveValue(value);
      await expect(form.getByRole('checkbox')).toBeChecked();
      await form.getByRole('button', { name: publicForm.submit }).click();

      await expect(publicForm.success(page, form)).toBeVisible();
      expect(sent).toHaveLength(1);
      expect(sent[0].contentType).toContain('application/json');
      expect(JSON.parse(sent[0].body)).toEqual(publicForm.sent);
    });
  }

  test('without the app, the demo form is posted by the browser with what was typed', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const sent = await capturePost(page, '/api/contact');
    await page.goto('/#contact', { waitUntil: 'commit' });
    const form = page.locator('#demo-form');
    await form.getByLabel('Naam organisatie').fill('Zorggroep Zonder');
    await form.getByLabel('Voornaam').fill('Zeno');
    await form.getByLabel('Achternaam').fill('Zonder');
    await form.getByLabel('E-mailadres').fill('zeno@zorggroep-zonder.nl');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Demo aanvragen' }).click();

    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0].contentType).toContain('application/x-www-form-urlencoded');
    const posted = new URLSearchParams(sent[0].body);
    expect(
      Object.fromEntries(['organizationName', 'firstName', 'lastName', 'email', 'privacyAccepted'].map((name) => [name, posted.get(name)])),
    ).toEqual({
      organizationName: 'Zorggroep Zonder',
      firstName: 'Zeno',
      lastName: 'Zonder',
      email: 'zeno@zorggroep-zonder.nl',
      privacyAccepted: 'on',
    });
  });
});
