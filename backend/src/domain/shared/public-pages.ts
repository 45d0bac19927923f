import type { Language } from './language.js';

/**
 * The public site's pages that mails and the partner's link point to, in each language: the paths under which the
 * frontend serves them (frontend/src/public/i18n/paths.ts; `public-pages.spec.ts` holds the two together).
 */
export const PUBLIC_PAGES = {
  home: { nl: '/', fr: '/fr/', en: '/en/' },
  partners: { nl: '/partners', fr: '/fr/partenaires', en: '/en/partners' },
} satisfies Record<string, Record<Language, string>>;

export type PublicPage = keyof typeof PUBLIC_PAGES;
