// npm run api-types: writes src/api/schema.d.ts, the API's types, from ../openapi.yaml with openapi-typescript.
// The file is committed so that tsc finds it on a clean clone; `--check` (run by `npm test`) fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = new URL('../../openapi.yaml', import.meta.url);
const TARGET = join(FRONTEND, 'src', 'api', 'schema.d.ts');
const HEADER = '// Generated from openapi.yaml by scripts/api-types.mjs (npm run api-types). Do not edit.\n\n';

const generated = HEADER + astToString(await openapiTS(SPEC, { enum: false, exportType: false }));
const current = (() => {
  try {
    return readFileSync(TARGET, 'utf8');
  } catch {
    return null;
  }
})();

if (process.argv.includes('--check')) {
  if (current !== generated) {
    console.error('src/api/schema.d.ts does not match openapi.yaml: run `npm run api-types -w frontend` and commit it.');
    process.exit(1);
  }
} else if (current !== generated) {
  writeFileSync(TARGET, generated);
  console.log('src/api/schema.d.ts written');
}
