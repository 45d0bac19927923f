import { defineConfig } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The GPU process's work (software compositing here) as a thread of the browser: about a tenth less of Chromium's CPU.
  '--in-process-gpu',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: true,
  // Each journey is scheduled on its own, so that both workers stay busy and end together; a file's journeys share no
  // state (what several need is a worker's fixture, as in accessibility.spec.ts).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous: the shared machine's load makes logins and live updates slow at times.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list, then the wall time and the slowest files.
  reporter: [['list'], ['./e2e/support/timing-reporter.ts']],
  outputDir: 'test-results',
  use: {
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    // DOM snapshots of each step, without the screencast: its frames cost the browser about a tenth of its CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // A failure shows the whole page; a passing journey takes no screenshots.
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
});
