import { use, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE, initialLanguage, onLanguageStored, type Language } from '../../i18n/languages';
import { isProductPath, languageOfPath } from './paths';
import type { FormTexts, PageTexts, SiteTexts } from './text-shapes';

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

/**
 * The language of the public page being shown. The product's pages in the site's frame (login, password pages) have one
 * path for all languages: their header and footer speak the language the product page speaks (see i18n/languages.ts).
 */
export function usePublicLanguage(): Language {
  const { pathname } = useLocation();
  const productLanguage = useSyncExternalStore(onLanguageStored, initialLanguage, () => DEFAULT_LANGUAGE);
  return isProductPath(pathname) ? productLanguage : languageOfPath(pathname);
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
