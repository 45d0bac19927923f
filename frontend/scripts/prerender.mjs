// Writes dist/index.html (home) and dist/<route>/index.html for every public page, from the
// server build in dist-ssr, each with its own title, description and robots tag. The app's
// script then loads after the first paint: the prerendered page is readable without it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(FRONTEND, 'dist');
const SSR = join(FRONTEND, 'dist-ssr');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const { render, PRERENDERED_PAGES, NOT_FOUND_PAGE } = await import(pathToFileURL(join(SSR, 'entry-server.js')).href);
const built = readFileSync(join(DIST, 'index.html'), 'utf8');
if (!built.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty root: build it again');
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(built);
if (!entry) throw new Error('dist/index.html has no module script');
const loader = `<script>
      requestAnimationFrame(function () {
        setTimeout(function () {
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = '${entry[1]}';
          document.head.append(script);
        });
      });
    </script>`;
// The fonts are needed for the first paint: fetch them alongside the stylesheet.
const fontPreloads = readdirSync(join(DIST, 'assets'))
  .filter((file) => /^inter-latin-\d+-normal-.*\.woff2$/.test(file))
  .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
  .join('\n    ');
const template = built
  .replace(entry[0], '')
  .replace('<link rel="stylesheet"', `${fontPreloads}\n    <link rel="stylesheet"`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</body>', `  ${loader}\n  </body>`);

const page = async ({ path, meta }, prerendered) =>
  template
    .replace(/<title>.*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escape(meta.description)}" />${meta.noindex ? '\n    <meta name="robots" content="noindex" />' : ''}`,
    )
    .replace('<html lang="nl">', prerendered ? `<html lang="nl" data-prerendered="${path}">` : '<html lang="nl">')
    .replace('<div id="root"></div>', `<div id="root">${await render(path)}</div>`);

for (const route of PRERENDERED_PAGES) {
  const file = route.path === '/' ? join(DIST, 'index.html') : join(DIST, route.path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await page(route, true));
}
// The 404 page is not hydrated (the browser's path differs from /404): the app renders afresh over it.
writeFileSync(join(DIST, '404.html'), await page(NOT_FOUND_PAGE, false));
rmSync(SSR, { recursive: true, force: true });
console.log(`Prerendered ${PRERENDERED_PAGES.length} pages.`);
