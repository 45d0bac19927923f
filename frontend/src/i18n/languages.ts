/** The product's languages; Dutch is the source and the default. */
export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

/** Each language named in itself, as a language choice shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { nl: 'Nederlands', fr: 'Français', en: 'English' };

/** Dates, times, numbers and money: Dutch as in the Netherlands, French as in Belgium, English as in Britain. */
export const LOCALES: Record<Language, string> = { nl: 'nl-NL', fr: 'fr-BE', en: 'en-GB' };
/** The cell separator of a CSV as that language's spreadsheets expect it: a semicolon where the decimal mark is a comma. */
export const CSV_DELIMITERS: Record<Language, string> = { nl: ';', fr: ';', en: ',' };

/** Dates and times read the same for every user and in the prerendered HTML. */
export const TIME_ZONE = 'Europe/Brussels';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language of the product's pages before a profile is known. A link that names one (`?lang=fr`: the public site's
 * "Se connecter", a display link) wins; then the visitor's last choice on this device, whether made on the public site
 * (the `taal` cookie, which the site's language switch and its first-visit redirect set) or in the product (kept in
 * both places by `storeLanguage`); then Dutch. Once logged in, the profile's language decides.
 */
export const LANGUAGE_PARAM = 'lang';
const STORAGE_KEY = 'portiepunt.language';
/** The cookie the server reads too: with it, `/` no longer follows Accept-Language. */
const LANGUAGE_COOKIE = 'taal';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The language a link names in its query (`?lang=fr`), if any. */
export function languageOfAddress(search = typeof location === 'undefined' ? '' : location.search): Language | undefined {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  return isLanguage(asked) ? asked : undefined;
}

function cookieLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : undefined;
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return cookieLanguage() ?? (isLanguage(value) ? value : DEFAULT_LANGUAGE);
  } catch {
    return cookieLanguage() ?? DEFAULT_LANGUAGE;
  }
}

/** The language to open a product page in: the one its link names, else the stored one. */
export const initialLanguage = (): Language => languageOfAddress() ?? storedLanguage();

const STORED_EVENT = 'portiepunt:language';

/** Calls `listener` whenever a language is stored, so that the site's frame around the login can follow the choice. */
export function onLanguageStored(listener: () => void): () => void {
  window.addEventListener(STORED_EVENT, listener);
  return () => window.removeEventListener(STORED_EVENT, listener);
}

export function storeLanguage(language: Language): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  }
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the cookie still carries the choice.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STORED_EVENT));
}
