// npm run build -w frontend: the client bundle, the server bundle that prerenders, the prerendered pages and their
// compressed copies, each step timed for `npm start`'s summary.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { timed } from '../../scripts/startup-steps.mjs';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');

await timed('frontend: client bundle (vite)', () => build({ root: FRONTEND }));
await timed('frontend: prerender bundle (vite --ssr)', () =>
  build({ root: FRONTEND, build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr' } }),
);
await timed('frontend: prerendered pages', () => import('./prerender.mjs'));
await timed('frontend: compressed copies', () => import('./compress.mjs'));
