// Writes .br and .gz next to every text asset in dist that has none yet or changed since, for a server that sends
// precompressed files (@fastify/static with preCompressed: true) instead of compressing on each request.
// zlib's asynchronous calls run on libuv's thread pool: every core compresses.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = /\.(html|js|css|svg|txt|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Writes through a temporary file, so that a copy cut short (a stopped `npm start`) never looks up to date. */
async function writeWhole(path, content) {
  await writeFile(`${path}.partial`, content);
  await rename(`${path}.partial`, path);
}

/** Whether both compressed copies of `file` exist and are at least as new as it. */
async function upToDate(file) {
  const { mtimeMs } = await stat(file);
  const copies = await Promise.all(
    [`${file}.br`, `${file}.gz`].map((copy) =>
      stat(copy).then(
        (s) => s.mtimeMs >= mtimeMs,
        () => false,
      ),
    ),
  );
  return copies.every(Boolean);
}

/** Compresses what changed in dist (its pages too unless `pages` is false); returns how many files it compressed. */
export async function compressChanged({ pages = true } = {}) {
  const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && TEXT.test(entry.name) && (pages || !entry.name.endsWith('.html')))
    .map((entry) => join(entry.parentPath, entry.name));
  const changed = (await Promise.all(files.map(async (file) => ((await upToDate(file)) ? [] : [file])))).flat();
  await Promise.all(
    changed.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzipped(content, { level: 9 }),
      ]);
      await Promise.all([writeWhole(`${file}.br`, br), writeWhole(`${file}.gz`, gz)]);
    }),
  );
  return changed.length;
}
