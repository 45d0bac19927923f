import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../../domain/shared/language.js';

/**
 * Texts by key, nested by topic. Placeholders are written {{name}}; a text that depends on a number has plural
 * forms key_one and key_other (French also key_many), chosen by the `count` option.
 */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

/** One catalogue per language: Dutch is the source, French and English say the same. */
export type Catalogues = Record<Language, Catalogue>;

/** The texts of one area (a kind of mail, pushes, an export) in the language asked for. */
export type Texts = TFunction;

// One instance for the server: resources are in memory, so it is ready at once. Mails are plain text and
// composeMail escapes the HTML part, so interpolation must not escape twice.
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: 'nl',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: [],
  resources: {},
  interpolation: { escapeValue: false },
});

const defined = new Map<string, Catalogues>();

/** Registers an area's catalogues under its namespace, and answers its texts in a language. */
export function defineTexts(namespace: string, catalogues: Catalogues): (language: Language) => Texts {
  if (defined.has(namespace)) throw new Error(`The texts "${namespace}" are defined twice`);
  defined.set(namespace, catalogues);
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, catalogues[language]);
  return (language) => i18n.getFixedT(language, namespace);
}

/** Every area's catalogues defined so far, by namespace: for the test that keeps the languages complete. */
export function definedTexts(): ReadonlyMap<string, Catalogues> {
  return defined;
}
