import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, LANGUAGES, type Language } from '../../i18n/languages';

/** Every public page with its path in each language: Dutch keeps the spec's routes, French and English their own slugs. */
export const PAGE_PATHS = {
  home: { nl: '/', fr: '/fr/', en: '/en/' },
  features: { nl: '/functies', fr: '/fr/fonctionnalites', en: '/en/features' },
  pricing: { nl: '/prijzen', fr: '/fr/tarifs', en: '/en/pricing' },
  about: { nl: '/over-ons', fr: '/fr/a-propos', en: '/en/about' },
  partners: { nl: '/partners', fr: '/fr/partenaires', en: '/en/partners' },
  help: { nl: '/help', fr: '/fr/aide', en: '/en/help' },
  contact: { nl: '/contact', fr: '/fr/contact', en: '/en/contact' },
  status: { nl: '/status', fr: '/fr/statut', en: '/en/status' },
  documentation: { nl: '/documentatie', fr: '/fr/documentation', en: '/en/documentation' },
  privacy: { nl: '/privacy', fr: '/fr/confidentialite', en: '/en/privacy' },
  terms: { nl: '/voorwaarden', fr: '/fr/conditions', en: '/en/terms' },
  cookies: { nl: '/cookies', fr: '/fr/cookies', en: '/en/cookies' },
  thanks: { nl: '/bedankt', fr: '/fr/merci', en: '/en/thank-you' },
} satisfies Record<string, Record<Language, string>>;

export type PageKey = keyof typeof PAGE_PATHS;
export const PAGE_KEYS = Object.keys(PAGE_PATHS) as PageKey[];

/**
 * The product's pages that the public site links to. They have one path for every language, so a link from a French or
 * English page names its language in `?lang=` (see i18n/languages.ts), and the login opens in it.
 */
const PRODUCT_PATHS = ['/login', '/wachtwoord-vergeten'];
const FRAMED_PRODUCT_PATHS = ['/login', '/login/sso', '/wachtwoord-vergeten', '/wachtwoord-herstellen', '/wachtwoord-instellen'];

/** A product page shown in the public site's frame. */
export const isProductPath = (pathname: string) => FRAMED_PRODUCT_PATHS.includes(trimmed(pathname));

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/** The language of a public path: its `/fr/` or `/en/` prefix, else Dutch. */
export function languageOfPath(pathname: string): Language {
  const prefix = /^\/(fr|en)(\/|$)/.exec(pathname)?.[1];
  return LANGUAGES.find((language) => language === prefix) ?? DEFAULT_LANGUAGE;
}

/** The page a path shows, in whichever language. */
export function pageOfPath(pathname: string): PageKey | undefined {
  const path = trimmed(pathname);
  return PAGE_KEYS.find((key) => LANGUAGES.some((language) => trimmed(PAGE_PATHS[key][language]) === path));
}

/**
 * The path in `language` of a link written with its Dutch path (the texts and components link by the spec's routes):
 * `/functies` becomes `/fr/fonctionnalites`, `/#contact` becomes `/fr/#contact`, `/login` becomes `/login?lang=fr`;
 * other paths outside the public site stay.
 */
export function localizePath(to: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return to;
  if (PRODUCT_PATHS.includes(to)) return `${to}?${LANGUAGE_PARAM}=${language}`;
  const [path, hash] = to.split('#');
  const key = PAGE_KEYS.find((page) => PAGE_PATHS[page].nl === (path || '/'));
  if (!key) return to;
  return hash === undefined ? PAGE_PATHS[key][language] : `${PAGE_PATHS[key][language]}#${hash}`;
}
