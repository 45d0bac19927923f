import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadConfig, REPO_ROOT } from './config.js';
import { createApp } from './create-app.js';
import { buildOpenApiDocument } from './infrastructure/http/shared/openapi.js';

/** Writes openapi.yaml at the repository root from the routes and DTOs, without a database. */
const app = await createApp(
  { ...loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), CORS_ORIGINS: '' }), outboxPollMs: 0 },
  { connectDatabase: false, logger: false },
);
writeFileSync(join(REPO_ROOT, 'openapi.yaml'), stringify(buildOpenApiDocument(app), { aliasDuplicateObjects: false }));
await app.close();
console.log('openapi.yaml written');
