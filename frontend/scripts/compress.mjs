// Writes .br and .gz next to every text asset in dist, for a server that sends precompressed
// files (@fastify/static with preCompressed: true) instead of compressing on each request.
// zlib's asynchronous calls run on libuv's thread pool: every core compresses.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(html|js|css|svg|txt|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name));
await Promise.all(
  files.map(async (file) => {
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipped(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  }),
);
console.log(`Compressed ${files.length} files.`);
