import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { PageMeta } from './lib/page-meta';
import { META } from './public/content/meta';

/** The public pages that the build renders to HTML, so that they paint before any JavaScript runs. */
export const PRERENDERED_PAGES: { path: string; meta: PageMeta }[] = [
  { path: '/', meta: META.home },
  { path: '/functies', meta: META.features },
  { path: '/prijzen', meta: META.pricing },
  { path: '/over-ons', meta: META.about },
  { path: '/partners', meta: META.partners },
  { path: '/help', meta: META.help },
  { path: '/contact', meta: META.contact },
  { path: '/status', meta: META.status },
  { path: '/documentatie', meta: META.documentation },
  { path: '/privacy', meta: META.privacy },
  { path: '/voorwaarden', meta: META.terms },
  { path: '/cookies', meta: META.cookies },
  { path: '/bedankt', meta: META.thanks },
];

/** Written to dist/404.html: what the server (or a static host) answers, with status 404, for unknown paths. */
export const NOT_FOUND_PAGE = { path: '/404', meta: META.notFound };

async function renderOnce(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never split large pages into separately revealed chunks: the whole page is in the first paint.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The app's HTML at `path`. The first pass loads the page's lazy modules; the second renders
 * without suspending, so the HTML comes in document order without React's reveal scripts.
 */
export async function render(path: string): Promise<string> {
  await renderOnce(path);
  return renderOnce(path);
}
