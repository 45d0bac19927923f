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

/** The language chosen on the login page or last used, so that the next visit opens in it before the profile is known. */
const STORAGE_KEY = 'portiepunt.language';

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice then lasts for this page only.
  }
}
