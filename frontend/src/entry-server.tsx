import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { PageMeta } from './lib/page-meta';
import { LANGUAGES, type Language } from './i18n/languages';
import en from './i18n/en/public';
import fr from './i18n/fr/public';
import nl from './i18n/nl/public';
import { PAGE_KEYS, PAGE_PATHS, type PageKey } from './public/i18n/paths';
import type { SiteTexts } from './public/i18n/text-shapes';

const CATALOGUES: Record<Language, SiteTexts> = { nl, fr, en };

export interface PrerenderedPage {
  path: string;
  language: Language;
  meta: PageMeta;
  /** The same page in every language, for the `hreflang` alternates and the sitemap (absent on 404 pages). */
  alternates?: Record<Language, string>;
}

/** Which page of the catalogue's META each public page shows. */
const META_KEYS: Record<PageKey, keyof SiteTexts['meta']['META']> = {
  home: 'home',
  features: 'features',
  pricing: 'pricing',
  about: 'about',
  partners: 'partners',
  help: 'help',
  contact: 'contact',
  status: 'status',
  documentation: 'documentation',
  privacy: 'privacy',
  terms: 'terms',
  cookies: 'cookies',
  thanks: 'thanks',
};

/** The public pages that the build renders to HTML in every language, so that they paint before any JavaScript runs. */
export const PRERENDERED_PAGES: PrerenderedPage[] = LANGUAGES.flatMap((language) =>
  PAGE_KEYS.map((key) => ({
    path: PAGE_PATHS[key][language],
    language,
    meta: CATALOGUES[language].meta.META[META_KEYS[key]],
    alternates: PAGE_PATHS[key],
  })),
);

/**
 * Written to dist/404.html, dist/fr/404.html and dist/en/404.html: what the server answers, with status 404, for
 * unknown paths (under a language's prefix, that language's page).
 */
export const NOT_FOUND_PAGES: (PrerenderedPage & { file: string })[] = LANGUAGES.map((language) => ({
  file: language === 'nl' ? '404.html' : `${language}/404.html`,
  path: language === 'nl' ? '/404' : `/${language}/404`,
  language,
  meta: CATALOGUES[language].meta.META.notFound,
}));

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
