// npm run build -w frontend: the client bundle, the server bundle that prerenders, the prerendered pages and their
// compressed copies, each step timed for `npm start`'s summary.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { timed } from '../../scripts/startup-steps.mjs';
import { compressChanged } from './compress.mjs';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');

await timed('frontend: client bundle (vite)', () => build({ root: FRONTEND }));
// The bundle's assets are compressed on the thread pool while the main thread prerenders (which rewrites the .html
// files); the pages after that.
const compressingAssets = timed('frontend: compressed copies of the bundle (beside prerendering)', () => compressChanged({ pages: false }));
await timed('frontend: prerender bundle (vite --ssr)', () =>
  build({ root: FRONTEND, build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr' } }),
);
await timed('frontend: prerendered pages', () => import('./prerender.mjs'));
const assets = await compressingAssets;
const pages = await timed('frontend: compressed copies of the pages', () => compressChanged());
console.log(`Compressed ${assets + pages} files.`);
