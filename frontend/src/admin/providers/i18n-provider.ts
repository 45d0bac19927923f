import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { useEffect, useState } from 'react';
import type nlAdmin from '../../i18n/nl/admin';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/languages';

/**
 * react-admin's own messages per language, each loaded only when used. English stays underneath as the last resort:
 * ra-language-dutch was written for react-admin 4 (our own Dutch fills the keys it lacks), ra-language-french may
 * trail a minor version. Resource and field names come from the language's admin catalogue.
 */
const ADMIN_CATALOGUES: Record<Language, () => Promise<typeof nlAdmin>> = {
  nl: async () => (await import('../../i18n/nl/admin')).default,
  fr: async () => (await import('../../i18n/fr/admin')).default,
  en: async () => (await import('../../i18n/en/admin')).default,
};

const RA_MESSAGES: Record<Language, () => Promise<TranslationMessages>> = {
  nl: async () => {
    const [english, dutch, missing] = await Promise.all([
      import('ra-language-english'),
      import('ra-language-dutch'),
      import('../../i18n/nl/react-admin'),
    ]);
    return mergeTranslations(english.default, dutch.default as unknown as TranslationMessages, missing.default);
  },
  fr: async () => {
    const [english, french] = await Promise.all([import('ra-language-english'), import('ra-language-french')]);
    return mergeTranslations(english.default, french.default);
  },
  en: async () => (await import('ra-language-english')).default,
};

/** react-admin's i18n provider on i18next (ra-i18n-i18next) in `language`; null while its messages load. */
export function useAdminI18nProvider(language: Language): I18nProvider | null {
  const [provider, setProvider] = useState<{ language: Language; provider: I18nProvider } | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.all([RA_MESSAGES[language](), ADMIN_CATALOGUES[language]()]).then(async ([messages, admin]) => {
      const translation = convertRaTranslationsToI18next(mergeTranslations(messages, { resources: admin.resources }));
      const created = await getI18nProvider(
        createInstance(),
        { lng: language, fallbackLng: false, resources: { [language]: { translation } } },
        LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
      );
      if (current) setProvider({ language, provider: created });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return provider?.language === language ? provider.provider : null;
}
