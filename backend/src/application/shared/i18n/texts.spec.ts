import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../../../domain/shared/language.js';
import { definedTexts, type Catalogue, type Catalogues } from './texts.js';

const SOURCES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** French typography: `:` `;` `?` `!` closing a clause follow a non-breaking space (U+00A0 or U+202F), never a plain one. */
const CLAUSE_SIGN_WITHOUT_NBSP = /(?<![\u00a0\u202f?!])[:;?!](?=\s|$|[»)'"])/u;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a catalogue by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else for (const [nested, text] of flatten(value, `${prefix}${key}.`)) texts.set(nested, text);
  }
  return texts;
}

/** Per key (plural forms taken together): the placeholders its texts use, and the plural forms it has. */
function shapeOf(catalogue: Catalogue): Map<string, { placeholders: string; plurals: Set<string> }> {
  const keys = new Map<string, { placeholders: Set<string>; plurals: Set<string> }>();
  for (const [key, text] of flatten(catalogue)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const entry = keys.get(base) ?? { placeholders: new Set<string>(), plurals: new Set<string>() };
    for (const [, name] of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) entry.placeholders.add(name);
    const plural = PLURAL_SUFFIX.exec(key)?.[1];
    if (plural) entry.plurals.add(plural);
    keys.set(base, entry);
  }
  return new Map(
    [...keys].map(([key, { placeholders, plurals }]) => [key, { placeholders: [...placeholders].sort().join(', '), plurals }]),
  );
}

/** What keeps one area's languages apart: a missing or extra key, other placeholders, a missing plural form. */
function problemsOf(namespace: string, catalogues: Catalogues): string[] {
  const problems: string[] = [];
  const source = shapeOf(catalogues.nl);
  for (const language of LANGUAGES) {
    const translation = shapeOf(catalogues[language]);
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const [key, { placeholders, plurals }] of source) {
      const other = translation.get(key);
      if (!other) problems.push(`${namespace}:${key} is missing in ${language}`);
      else if (other.placeholders !== placeholders) {
        problems.push(`${namespace}:${key} has placeholders {${other.placeholders}} in ${language}, {${placeholders}} in nl`);
      } else if (plurals.size > 0) {
        const missing = needed.filter((form) => !other.plurals.has(form));
        if (missing.length > 0) problems.push(`${namespace}:${key} lacks the plural forms ${missing.join(', ')} in ${language}`);
      }
    }
    for (const key of translation.keys()) if (!source.has(key)) problems.push(`${namespace}:${key} is in ${language} but not in nl`);
  }
  return problems;
}

function textsFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.texts.ts'))
    .map((file) => join(folder, file));
}

describe('server catalogues', () => {
  beforeAll(async () => {
    for (const file of textsFiles(SOURCES)) await import(file);
  });

  it('finds the catalogues of every area', () => {
    expect([...definedTexts().keys()].sort()).toEqual(
      expect.arrayContaining(['account-mails', 'lead-mails', 'mail', 'notifications', 'settlement-csv', 'unsubscribe-page']),
    );
  });

  it('every key is in every language, with the same placeholders and every plural form the language needs', () => {
    const problems = [...definedTexts()].flatMap(([namespace, catalogues]) => problemsOf(namespace, catalogues));
    expect(problems).toEqual([]);
  });

  it('every French text has a non-breaking space before : ; ? ! that close a clause', () => {
    const wrong = [...definedTexts()].flatMap(([namespace, catalogues]) =>
      [...flatten(catalogues.fr)].filter(([, text]) => CLAUSE_SIGN_WITHOUT_NBSP.test(text)).map(([key]) => `${namespace}:${key}`),
    );
    expect(wrong).toEqual([]);
    expect(['Raison : froid', 'Vraiment ?', 'un ; deux'].filter((text) => !CLAUSE_SIGN_WITHOUT_NBSP.test(text))).toEqual([]);
    expect(['Raison\u00a0: froid', 'à 18:30', 'https://x.be/?a=1'].filter((text) => CLAUSE_SIGN_WITHOUT_NBSP.test(text))).toEqual([]);
  });

  it('the check itself notices a missing key, an extra key, a renamed placeholder and a missing plural form', () => {
    const problems = problemsOf('sample', {
      nl: { a: 'Hallo {{name}}', b: { c: 'Dag' }, n_one: '{{count}} portie', n_other: '{{count}} porties' },
      fr: { a: 'Bonjour {{nom}}', b: { c: 'Au revoir' }, n_one: '{{count}} portion', n_other: '{{count}} portions' },
      en: { a: 'Hello {{name}}', d: 'Extra', n_one: '{{count}} portion', n_other: '{{count}} portions' },
    });
    expect(problems).toEqual([
      'sample:a has placeholders {nom} in fr, {name} in nl',
      'sample:n lacks the plural forms many in fr',
      'sample:b.c is missing in en',
      'sample:d is in en but not in nl',
    ]);
  });
});
