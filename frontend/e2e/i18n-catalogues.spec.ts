import enAdmin from '../src/i18n/en/admin';
import enDashboard from '../src/i18n/en/dashboard';
import enDisplay from '../src/i18n/en/display';
import enWaste from '../src/i18n/en/waste';
import enShared from '../src/i18n/en/shared';
import frAdmin from '../src/i18n/fr/admin';
import frDashboard from '../src/i18n/fr/dashboard';
import frDisplay from '../src/i18n/fr/display';
import frWaste from '../src/i18n/fr/waste';
import frShared from '../src/i18n/fr/shared';
import nlAdmin from '../src/i18n/nl/admin';
import nlDashboard from '../src/i18n/nl/dashboard';
import nlDisplay from '../src/i18n/nl/display';
import nlWaste from '../src/i18n/nl/waste';
import nlShared from '../src/i18n/nl/shared';
import frPublic from '../src/i18n/fr/public';
import frPublicForms from '../src/i18n/fr/public-forms';
import frPublicPages from '../src/i18n/fr/public-pages';
import { flatten } from './support/catalogues';
import { expect, test } from './support/test';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const AREAS = {
  shared: { nl: nlShared, fr: frShared, en: enShared },
  dashboard: { nl: nlDashboard, fr: frDashboard, en: enDashboard },
  admin: { nl: nlAdmin, fr: frAdmin, en: enAdmin },
  display: { nl: nlDisplay, fr: frDisplay, en: enDisplay },
  waste: { nl: nlWaste, fr: frWaste, en: enWaste },
};

/** A plural's forms share the placeholders of their key ("notFound_one" and "notFound_other"; nl, fr and en have no others). */
const pluralBase = (key: string) => key.replace(/_(one|other)$/, '');

for (const [area, languages] of Object.entries(AREAS)) {
  const source = flatten(languages.nl);
  for (const language of ['fr', 'en'] as const) {
    test(`${area}: ${language} has every Dutch key, no other keys, and the same placeholders`, () => {
      const translated = flatten(languages[language]);
      expect(
        [...source.keys()].filter((key) => !translated.has(key)),
        'missing',
      ).toEqual([]);
      expect(
        [...translated.keys()].filter((key) => !source.has(key)),
        'unknown',
      ).toEqual([]);
      const differing = [...source].filter(([key, text]) => {
        const other = translated.get(key);
        return other !== undefined && placeholders(text).join() !== placeholders(other).join();
      });
      expect(
        differing.map(([key]) => key),
        'placeholders differ',
      ).toEqual([]);
      const empty = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, 'empty').toEqual([]);
    });
  }

  test(`${area}: the forms of each plural agree on their placeholders`, () => {
    const byBase = new Map<string, Set<string>>();
    for (const [key, text] of source) {
      if (pluralBase(key) === key) continue;
      const found = byBase.get(pluralBase(key)) ?? new Set<string>();
      found.add(placeholders(text).join());
      byBase.set(pluralBase(key), found);
    }
    expect([...byBase].filter(([, forms]) => forms.size > 1).map(([key]) => key)).toEqual([]);
  });
}

/**
 * French typography: a non-breaking space (U+00A0, or the narrow U+202F) before `:` `;` `?` `!` that close a clause, so
 * that the sign never starts a line. Times (18:30), addresses and `?!` pairs are not clauses.
 */
const CLAUSE_SIGN_WITHOUT_NBSP = /(?<![\u00a0\u202f?!])[:;?!](?=\s|$|[»)'"])/u;

test('the check on French typography notices a plain space or none before : ; ? !', () => {
  const wrong = ['Raison : froid', 'Vraiment ?', 'Attention!', 'un ; deux'];
  const right = ['Raison\u00a0: froid', 'Vraiment\u202f?', 'à 18:30', 'https://portiepunt.nl/?a=1', 'Quoi\u00a0?!'];
  expect(wrong.filter((text) => !CLAUSE_SIGN_WITHOUT_NBSP.test(text))).toEqual([]);
  expect(right.filter((text) => CLAUSE_SIGN_WITHOUT_NBSP.test(text))).toEqual([]);
});

test('every French text has a non-breaking space before : ; ? !', () => {
  const french = {
    ...Object.fromEntries(Object.entries(AREAS).map(([area, { fr }]) => [area, fr])),
    frPublic,
    frPublicForms,
    frPublicPages,
  };
  const wrong = [...flatten(french)].filter(([, text]) => CLAUSE_SIGN_WITHOUT_NBSP.test(text)).map(([key, text]) => `${key}: ${text}`);
  expect(wrong).toEqual([]);
});
