// npm run api-types: writes src/api/schema.d.ts, the API's types, from ../openapi.yaml with openapi-typescript, and
// src/api/schema-values.ts, the limits and choices of each request field (maxLength, enum...) that forms need at run time.
// Both are committed so that tsc finds them on a clean clone; `--check` (run by `npm test`) fails when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
const SPEC = new URL('../../openapi.yaml', import.meta.url);
const HEADER = '// Generated from openapi.yaml by scripts/api-types.mjs (npm run api-types). Do not edit.\n\n';
const LIMIT_KEYS = ['maxLength', 'minLength', 'minimum', 'maximum', 'maxItems', 'enum'];

/** Per schema and property, the limits a form repeats (an array's item choices count as the property's enum). */
function fieldLimits(document) {
  const limits = {};
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    for (const [property, definition] of Object.entries(schema.properties ?? {})) {
      const found = {};
      for (const key of LIMIT_KEYS) if (definition[key] !== undefined) found[key] = definition[key];
      if (definition.items?.enum) found.enum = definition.items.enum;
      if (Object.keys(found).length > 0) (limits[name] ??= {})[property] = found;
    }
  }
  return limits;
}

const files = {
  'schema.d.ts': HEADER + astToString(await openapiTS(SPEC, { enum: false, exportType: false })),
  'schema-values.ts':
    HEADER +
    '/** The limits and choices of each field of a schema of openapi.yaml: forms stop where the API would refuse. */\n' +
    `export const FIELD_LIMITS = ${JSON.stringify(fieldLimits(parse(readFileSync(SPEC, 'utf8'))), null, 2)} as const;\n`,
};

const stale = [];
for (const [name, generated] of Object.entries(files)) {
  const target = join(FRONTEND, 'src', 'api', name);
  let current = null;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // not generated yet
  }
  if (current === generated) continue;
  stale.push(name);
  if (!process.argv.includes('--check')) {
    writeFileSync(target, generated);
    console.log(`src/api/${name} written`);
  }
}
if (process.argv.includes('--check') && stale.length > 0) {
  console.error(`src/api/${stale.join(', ')} do(es) not match openapi.yaml: run \`npm run api-types -w frontend\` and commit.`);
  process.exit(1);
}
