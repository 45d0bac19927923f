import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { useEffect, useState } from 'react';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { raMissingMessages, resourceMessages } from '../texts';

/**
 * react-admin's own messages per language, each loaded only when used. English stays underneath as the last resort:
 * ra-language-dutch was written for react-admin 4 (our own Dutch fills the keys it lacks), ra-language-french may
 * trail a minor version. The resource names are the admin's Dutch ones until the admin's texts are translated.
 */
const RA_MESSAGES: Record<Language, () => Promise<TranslationMessages>> = {
  nl: async () => {
    const [english, dutch] = await Promise.all([import('ra-language-english'), import('ra-language-dutch')]);
    return mergeTranslations(english.default, dutch.default as unknown as TranslationMessages, raMissingMessages);
  },
  fr: async () => {
    const [english, french] = await Promise.all([import('ra-language-english'), import('ra-language-french')]);
    return mergeTranslations(english.default, french.default);
  },
  en: async () => (await import('ra-language-english')).default,
};

const LOCALE_NAMES: Record<Language, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/** react-admin's i18n provider on i18next (ra-i18n-i18next) in `language`; null while its messages load. */
export function useAdminI18nProvider(language: Language): I18nProvider | null {
  const [provider, setProvider] = useState<{ language: Language; provider: I18nProvider } | null>(null);
  useEffect(() => {
    let current = true;
    void RA_MESSAGES[language]().then(async (messages) => {
      const translation = convertRaTranslationsToI18next(mergeTranslations(messages, { resources: resourceMessages }));
      const created = await getI18nProvider(
        createInstance(),
        { lng: language, fallbackLng: false, resources: { [language]: { translation } } },
        LANGUAGES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
      );
      if (current) setProvider({ language, provider: created });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return provider?.language === language ? provider.provider : null;
}
