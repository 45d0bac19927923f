import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

/**
 * The toasts' own words for screen readers. Toasts serve the public site and the product alike, so they follow the
 * page's `<html lang>`, which both set, rather than either's catalogue.
 */
const TOASTER_TEXTS: Record<Language, { announcement: string; region: string; close: string }> = {
  nl: { announcement: 'Melding', region: 'Meldingen ({hotkey})', close: 'Sluiten' },
  fr: { announcement: 'Notification', region: 'Notifications ({hotkey})', close: 'Fermer' },
  en: { announcement: 'Notification', region: 'Notifications ({hotkey})', close: 'Close' },
};

export function toasterTexts() {
  const language = typeof document === 'undefined' ? DEFAULT_LANGUAGE : document.documentElement.lang;
  return TOASTER_TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
