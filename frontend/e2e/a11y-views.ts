import type { Page } from '@playwright/test';
import { PHOTO_PNG } from './dashboard-fixtures';
import { PUBLIC_ROUTES } from './routes';

/** Who is logged in while a view is checked; `public` means nobody. */
export type ViewRole = 'public' | 'kitchen' | 'staff' | 'admin' | 'superadmin';

export interface A11yView {
  name: string;
  role: ViewRole;
  path: string;
  /** Brings up what the view is about (a form, a dialog, an error state) once the page is ready. */
  open?: (page: Page) => Promise<void>;
  /** Only at these widths, for what exists at one size only (the mobile menu). */
  widths?: number[];
}

const click = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
};

/**
 * Every view the axe-core run checks, at 375 and 1280 px. Add a view here when you add a screen, form or dialog:
 * the run logs in as `role`, opens `path`, runs `open` and expects 0 violations of WCAG 2.2 A and AA.
 * The kitchen and staff views see a tenant with an open portion (with a photo) that the staff member reserved.
 */
export const A11Y_VIEWS: A11yView[] = [
  ...PUBLIC_ROUTES.map((route) => ({ name: `public ${route.path}`, role: 'public' as const, path: route.path })),
  { name: 'public 404', role: 'public', path: '/bestaat-niet' },
  { name: 'public login', role: 'public', path: '/login' },
  { name: 'public login with the error banner', role: 'public', path: '/login', open: click('Inloggen') },
  { name: 'public organisation sign-in', role: 'public', path: '/login/sso' },
  { name: 'public organisation sign-in refused', role: 'public', path: '/login/sso?fout=sso_email_outside_domains' },
  { name: 'public mobile menu', role: 'public', path: '/', open: click(/menu/i), widths: [375] },

  { name: 'kitchen portions', role: 'kitchen', path: '/dashboard' },
  { name: 'kitchen counter', role: 'kitchen', path: '/dashboard/balie' },
  { name: 'kitchen waste recording', role: 'kitchen', path: '/dashboard/verspilling' },
  { name: 'admin waste report and baseline', role: 'admin', path: '/dashboard/verspilling' },
  { name: 'admin annual waste report', role: 'admin', path: '/dashboard/verspilling/jaarverslag?jaar=2026' },
  {
    name: 'kitchen add form with missing fields',
    role: 'kitchen',
    path: '/dashboard',
    open: async (page) => {
      await click('Portie toevoegen')(page);
      await page.getByRole('button', { name: 'Portie opslaan' }).click();
    },
  },
  { name: 'kitchen edit form', role: 'kitchen', path: '/dashboard', open: click(/bewerken$/) },
  { name: 'kitchen withdraw question', role: 'kitchen', path: '/dashboard', open: click('Intrekken') },
  { name: 'kitchen hand-over list', role: 'kitchen', path: '/dashboard', open: click(/^Open reserveringen/) },
  {
    name: 'kitchen add form with allergens, diet and chilled storage',
    role: 'kitchen',
    path: '/dashboard',
    open: async (page) => {
      await click('Portie toevoegen')(page);
      const form = page.getByRole('form', { name: 'Nieuwe portie' });
      await form.getByRole('checkbox', { name: 'Melk (incl. lactose)' }).check();
      await form.getByRole('checkbox', { name: 'Veganistisch' }).check();
      await form.getByRole('button', { name: /^Meer details/ }).click();
      await form.getByRole('radio', { name: 'Gekoeld (≤ 7 °C)' }).check();
      await form.getByRole('checkbox', { name: /opgewarmd/ }).check();
    },
  },
  {
    name: 'kitchen label on a 62 mm roll',
    role: 'kitchen',
    path: '/dashboard',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Etiket van/ })
        .first()
        .click();
      await page.getByTestId('portion-label').first().waitFor();
    },
  },
  {
    name: 'kitchen label on an A4 sheet',
    role: 'kitchen',
    path: '/dashboard',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Etiket van/ })
        .first()
        .click();
      await page.getByRole('radio', { name: 'A4-vel met etiketten' }).check();
      await page.getByTestId('portion-label').first().waitFor();
    },
  },

  { name: 'staff available meals', role: 'staff', path: '/dashboard' },
  {
    name: 'staff my reservations',
    role: 'staff',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
    },
  },
  {
    name: 'staff cancel question',
    role: 'staff',
    path: '/dashboard',
    open: async (page) => {
      await page.getByRole('tab', { name: /Mijn reserveringen/ }).click();
      await click('Annuleren')(page);
    },
  },
  {
    name: 'staff allergen and diet filter, with the hidden line and a portion shown despite it',
    role: 'staff',
    path: '/dashboard',
    open: async (page) => {
      await click('Mijn allergenen en dieet')(page);
      await page.getByRole('checkbox', { name: 'Gluten (glutenbevattende granen)' }).check();
      await page.getByRole('checkbox', { name: 'Vegetarisch' }).check();
      await click('Toch tonen')(page);
    },
  },

  { name: 'admin overview', role: 'admin', path: '/dashboard' },
  { name: 'admin users', role: 'admin', path: '/dashboard/users' },
  { name: 'admin new user form', role: 'admin', path: '/dashboard/users/create' },
  { name: 'admin prices and monthly settlement', role: 'admin', path: '/dashboard/prijzen' },
  { name: 'admin payment settings', role: 'admin', path: '/dashboard/betalen' },
  // The summary of errors shows on a phone (below 640 px), the field messages at both widths.
  { name: 'admin new user form with missing fields', role: 'admin', path: '/dashboard/users/create', open: click('Opslaan') },
  { name: 'admin organisation sign-in with missing fields', role: 'admin', path: '/dashboard/sso', open: click('Opslaan') },
  {
    name: 'public contact form with missing fields',
    role: 'public',
    path: '/contact',
    open: click('Verstuur aanvraag'),
  },
  { name: 'admin locations', role: 'admin', path: '/dashboard/locations' },
  { name: 'admin new location form', role: 'admin', path: '/dashboard/locations/create' },
  { name: 'admin analytics', role: 'admin', path: '/dashboard/analyse' },
  {
    name: 'admin no-shows per person',
    role: 'admin',
    path: '/dashboard/analyse',
    open: async (page) => {
      await page.getByTestId('no-shows-table').scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'staff calendar subscription with its address',
    role: 'staff',
    path: '/dashboard/meldingen',
    open: async (page) => {
      await click('Agenda-adres maken')(page);
      await page.getByRole('textbox', { name: 'Je persoonlijke agenda-adres' }).waitFor();
    },
  },
  { name: 'admin organisation sign-in', role: 'admin', path: '/dashboard/sso' },
  { name: 'admin SCIM tokens', role: 'admin', path: '/dashboard/scim-tokens' },
  { name: 'admin settings: reservation cap and default language', role: 'admin', path: '/dashboard/instellingen' },

  // Issue 42, food safety: the check on the card, the log and its settings (the add form views hold the IDDSI select).
  { name: 'kitchen temperature check', role: 'kitchen', path: '/dashboard', open: click(/^Temperatuur meten/) },
  {
    name: 'kitchen temperature check refused',
    role: 'kitchen',
    path: '/dashboard',
    open: async (page) => {
      await click(/^Temperatuur meten/)(page);
      await page.getByLabel('Kerntemperatuur (°C)').fill('heet');
      await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    },
  },
  { name: 'kitchen food safety log', role: 'kitchen', path: '/dashboard/temperatuurlog' },
  { name: 'admin food safety log', role: 'admin', path: '/dashboard/temperatuurlog' },
  { name: 'admin food safety settings', role: 'admin', path: '/dashboard/voedselveiligheid' },
  // Waste photos, changing a record (issue 41) and the temperature at hand-over (issue 42).
  {
    name: 'kitchen waste record with a photo being changed',
    role: 'kitchen',
    path: '/dashboard/verspilling',
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Verspilling' });
      for (const key of ['4', '0', '0']) await page.getByRole('button', { name: key, exact: true }).click();
      await form.getByText('Bordrestjes', { exact: true }).click();
      await form.getByText('Kwaliteit', { exact: true }).click();
      await form.getByLabel('Foto (optioneel)').setInputFiles({ name: 'bak.png', mimeType: 'image/png', buffer: PHOTO_PNG });
      await page.getByRole('button', { name: 'Opslaan · 400 g' }).click();
      await click(/^Wijzigen: 400 g/)(page);
      await page.getByRole('form', { name: 'Weging wijzigen' }).waitFor();
    },
  },
  {
    name: 'kitchen counter with a refused temperature at hand-over',
    role: 'kitchen',
    path: '/dashboard/balie',
    open: async (page) => {
      // The shared tenant keeps food safety off; the counter is checked as it is where it is on.
      await page.route('**/api/protected/tenants/*/settings', async (route) => {
        const response = await route.fetch();
        const settings = (await response.json()) as { foodSafety: object };
        await route.fulfill({ response, json: { ...settings, foodSafety: { ...settings.foodSafety, enabled: true } } });
      });
      await page.reload();
      await page.getByLabel('Temperatuur bij meegeven (°C)').fill('heet');
    },
  },
  { name: 'superadmin tenants', role: 'superadmin', path: '/dashboard/tenants' },
  { name: 'superadmin new tenant form', role: 'superadmin', path: '/dashboard/tenants/create' },
  { name: 'superadmin contact requests', role: 'superadmin', path: '/dashboard/contacts' },
  { name: 'superadmin partner applications', role: 'superadmin', path: '/dashboard/partner-applications' },
];
