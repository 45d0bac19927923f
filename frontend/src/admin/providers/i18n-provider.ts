import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import dutchMessages from 'ra-language-dutch';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { raMissingMessages, resourceMessages } from '../texts';

/** ra-language-dutch was written for react-admin 4: our own Dutch fills the keys it lacks, English stays the last resort. */
export const i18nProvider = polyglotI18nProvider(
  () =>
    mergeTranslations(englishMessages, dutchMessages as unknown as TranslationMessages, raMissingMessages, { resources: resourceMessages }),
  'nl',
  [{ locale: 'nl', name: 'Nederlands' }],
  { allowMissing: true },
);
