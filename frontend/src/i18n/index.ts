import i18next, { type BackendModule } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { setFormatLanguage } from '../lib/format';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, initialLanguage, storeLanguage, type Language } from './languages';

/**
 * Loads one language's catalogue of one area (`shared`, `dashboard`) when a component first asks for it, so that the
 * browser downloads only the active language (Vite makes one chunk of each file).
 */
const dynamicImportBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import(`./${language}/${namespace}.ts`).then(
      (module: { default: object }) => callback(null, module.default as Record<string, unknown>),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(dynamicImportBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // Every catalogue has every key (the catalogue test checks it), so no second language is loaded as a fallback.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    ns: [],
    defaultNS: 'shared',
    // React escapes what it renders; the catalogues hold no markup.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Sets `<html lang>` and the formats; the public site outside the product pages is Dutch (see I18nRoot). */
export function applyLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  setFormatLanguage(language);
}
applyLanguage(i18n.language as Language);
i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

/** Switches the interface to `language` and remembers it on this device. */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The active language and a way to change it. */
export function useLanguage(): [Language, (language: Language) => Promise<void>] {
  const { i18n: instance } = useTranslation();
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  return [language, useCallback((next: Language) => switchLanguage(next), [])];
}
