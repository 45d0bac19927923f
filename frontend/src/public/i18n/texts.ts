import { use } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../i18n/languages';
import type { ToastInput } from '../../ui/Toast';
import type * as about from '../content/about';
import type * as cookies from '../content/cookies';
import type * as features from '../content/features';
import type * as forms from '../content/forms';
import type * as home from '../content/home';
import type * as legal from '../content/legal';
import type * as meta from '../content/meta';
import type * as partners from '../content/partners';
import type * as pricing from '../content/pricing';
import type * as pricingPage from '../content/pricing-page';
import type * as privacy from '../content/privacy';
import type * as site from '../content/site';
import type * as status from '../content/status';
import type * as statusUpdates from '../content/status-updates';
import type * as terms from '../content/terms';
import type * as underConstruction from '../content/under-construction';
import { languageOfPath } from './paths';

/**
 * The shape of a Dutch texts module with every text widened to `string`, so that a translation must fill every key
 * (and may not add any): icons, numbers and a toast's `variant` stay as they are.
 */
type Texts<T> = T extends ToastInput['variant']
  ? T
  : T extends string
    ? string
    : T extends number | boolean | ((...args: never[]) => unknown)
      ? T
      : T extends readonly (infer Item)[]
        ? Texts<Item>[]
        : { [K in keyof T]: Texts<T[K]> };

/** The public catalogue's first part: header, footer, home page, forms and every page's title. Dutch is the source. */
export interface SiteTexts {
  site: Texts<typeof site>;
  home: Texts<typeof home>;
  pricing: Texts<typeof pricing>;
  meta: Texts<typeof meta>;
  legal: Texts<typeof legal>;
}

/** The forms' labels, value lists and messages, loaded with the first form (on home, when it comes near). */
export interface FormTexts {
  forms: Texts<typeof forms>;
}

/** Its second part: the texts of the pages other than home, loaded with the first of those pages. */
export interface PageTexts {
  about: Texts<typeof about>;
  features: Texts<typeof features>;
  partners: Texts<typeof partners>;
  pricingPage: Texts<typeof pricingPage>;
  privacy: Texts<typeof privacy>;
  terms: Texts<typeof terms>;
  cookies: Texts<typeof cookies>;
  status: Texts<typeof status>;
  statusUpdates: Texts<typeof statusUpdates>;
  underConstruction: Texts<typeof underConstruction>;
}

type Loaders<T> = Record<Language, () => Promise<{ default: T }>>;

// One chunk per language and part: the browser loads only the catalogue of the page's language.
const SITE: Loaders<SiteTexts> = {
  nl: () => import('../../i18n/nl/public'),
  fr: () => import('../../i18n/fr/public'),
  en: () => import('../../i18n/en/public'),
};
const FORMS: Loaders<FormTexts> = {
  nl: () => import('../../i18n/nl/public-forms'),
  fr: () => import('../../i18n/fr/public-forms'),
  en: () => import('../../i18n/en/public-forms'),
};
const PAGES: Loaders<PageTexts> = {
  nl: () => import('../../i18n/nl/public-pages'),
  fr: () => import('../../i18n/fr/public-pages'),
  en: () => import('../../i18n/en/public-pages'),
};

const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

function load<T>(part: string, loaders: Loaders<T>, language: Language): Promise<T> {
  const key = `${part}.${language}`;
  let promise = loading.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = loaders[language]().then(({ default: texts }) => {
      loaded.set(key, texts);
      return texts;
    });
    loading.set(key, promise);
  }
  return promise;
}

function useCatalogue<T>(part: string, loaders: Loaders<T>, language: Language): T {
  return (loaded.get(`${part}.${language}`) as T | undefined) ?? use(load(part, loaders, language));
}

/** The language of the public page being shown. */
export function usePublicLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Header, footer, home, forms and page titles in the page's language (suspends until its catalogue is loaded). */
export function useSiteTexts(): SiteTexts {
  return useCatalogue('site', SITE, usePublicLanguage());
}

/** The forms' texts in the page's language. */
export function useFormTexts(): FormTexts {
  return useCatalogue('forms', FORMS, usePublicLanguage());
}

/** The texts of the other public pages in the page's language. */
export function usePageTexts(): PageTexts {
  return useCatalogue('pages', PAGES, usePublicLanguage());
}

/** Loads the catalogue a path needs before the prerendered page is hydrated, so hydration does not wait on it. */
export async function preloadTexts(pathname: string, needsPages: boolean): Promise<void> {
  const language = languageOfPath(pathname);
  await Promise.all([
    load('site', SITE, language),
    needsPages ? load('pages', PAGES, language) : undefined,
    needsPages ? load('forms', FORMS, language) : undefined,
  ]);
}
