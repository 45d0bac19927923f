import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { stringify } from 'yaml';
import { loadConfig, REPO_ROOT } from './infrastructure/platform/config/config.js';
import { createApp } from './create-app.js';
import { buildOpenApiDocument } from './infrastructure/platform/http/openapi.js';

function throwawayVapidKeys(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

/** Writes openapi.yaml at the repository root from the routes and DTOs, without a database. */
const app = await createApp(
  {
    ...loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), CORS_ORIGINS: '', ...throwawayVapidKeys() }),
    outboxPollMs: 0,
    notificationJobsMs: 0,
    logLevel: 'silent',
  },
  { connectDatabase: false },
);
writeFileSync(join(REPO_ROOT, 'openapi.yaml'), stringify(buildOpenApiDocument(app), { aliasDuplicateObjects: false }));
await app.close();
console.log('openapi.yaml written');
