import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from './session';

/** Playwright's test with baseURL pointing at the app that global setup started. */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
});

export { expect };

/**
 * Opens a path and waits until the app has taken over the prerendered HTML, so that clicks and
 * keys reach React rather than the static page.
 */
export async function open(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  await page.goto(path, options);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export const SUPERADMIN = { email: 'super@portiepunt.nl', password: 'Groene-Soeplepel-73' };

/** Logs in through the real API (once per worker) and returns the bearer header for protected calls. */
export const superadminHeaders = (request: APIRequestContext): Promise<Record<string, string>> => bearer(request, SUPERADMIN);

/**
 * A full-page screenshot for a person to look over a layout, taken only when E2E_SCREENSHOTS is set: it costs time,
 * and a failing journey gets one anyway (playwright.config.ts). It first waits for the web fonts, as a screenshot does,
 * so that what is measured next is the page as it is shown.
 */
export async function layoutScreenshot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path, fullPage: true });
}

/** Collects every Content-Security-Policy violation the page reports, as an event and as a console message. */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}
