// Writes dist/index.html (home) and dist/<route>/index.html for every public page in every language, and dist/sitemap.xml, from the
// server build in dist-ssr, each with its own title, description and robots tag. The app's
// script then loads after the first paint: the prerendered page is readable without it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const FRONTEND = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(FRONTEND, 'dist');
const SSR = join(FRONTEND, 'dist-ssr');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const { render, PRERENDERED_PAGES, NOT_FOUND_PAGES } = await import(pathToFileURL(join(SSR, 'entry-server.js')).href);
// hreflang links and the sitemap need absolute addresses: the site's public base URL, as the server's APP_URL.
const SITE = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');
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

/** `<link rel="alternate" hreflang>` for each language of the page, and x-default for Dutch, the source. */
const alternateLinks = (alternates) =>
  alternates
    ? [...Object.entries(alternates), ['x-default', alternates.nl]]
        .map(([language, path]) => `<link rel="alternate" hreflang="${language}" href="${SITE}${path}" />`)
        .join('\n    ')
    : '';

const page = async ({ path, language, meta, alternates }, prerendered) =>
  template
    .replace(/<title>.*<\/title>/, `<title>${escape(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escape(meta.description)}" />${meta.noindex ? '\n    <meta name="robots" content="noindex" />' : ''}`,
    )
    .replace('</head>', alternates ? `  ${alternateLinks(alternates)}\n  </head>` : '</head>')
    .replace('<html lang="nl">', prerendered ? `<html lang="${language}" data-prerendered="${path}">` : `<html lang="${language}">`)
    .replace('<div id="root"></div>', `<div id="root">${await render(path)}</div>`);

for (const route of PRERENDERED_PAGES) {
  const file = join(DIST, route.path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await page(route, true));
}
// The 404 pages are not hydrated (the browser's path differs from /404): the app renders afresh over them.
for (const route of NOT_FOUND_PAGES) writeFileSync(join(DIST, route.file), await page(route, false));

// Every indexable public page in every language, each with its alternates (noindex pages such as /bedankt are left out).
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const urls = PRERENDERED_PAGES.filter((route) => !route.meta.noindex).map(
  (route) => `  <url>
    <loc>${escapeXml(SITE + route.path)}</loc>
${[...Object.entries(route.alternates), ['x-default', route.alternates.nl]]
  .map(([language, path]) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(SITE + path)}"/>`)
  .join('\n')}
  </url>`,
);
writeFileSync(
  join(DIST, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`,
);
rmSync(SSR, { recursive: true, force: true });
console.log(`Prerendered ${PRERENDERED_PAGES.length} pages; the sitemap lists ${urls.length} of them.`);
