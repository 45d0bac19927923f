import { expect, test } from '@playwright/test';
import { formatAmount, formatCents, setFormatLanguage } from '../src/lib/format';
import type { Language } from '../src/i18n/languages';

/** Money in admin always has two decimals, in every language: "€ 1.165,50", never "€ 1.165,5" or "€ 1.166". */
const AMOUNTS = [0, 5, 50, 350, 116550, 116500, 1234567];
const TWO_DECIMALS: Record<Language, RegExp> = {
  nl: /^€\s\d{1,3}(\.\d{3})*,\d{2}$/,
  fr: /^\d{1,3}(\s\d{3})*,\d{2}\s€$/,
  en: /^€\d{1,3}(,\d{3})*\.\d{2}$/,
};

test.afterEach(() => setFormatLanguage('nl'));

for (const language of ['nl', 'fr', 'en'] as const)
  test(`formatCents and formatAmount give two decimals in ${language}`, () => {
    setFormatLanguage(language);
    for (const cents of AMOUNTS) {
      expect(formatCents(cents)).toMatch(TWO_DECIMALS[language]);
      // The amount is the money without its sign, as a column headed "Betaald (€)" shows it.
      expect(formatCents(cents).replace(/\s?€\s?/, '')).toBe(formatAmount(cents));
    }
  });

test('the examples: € 1.165,50, 1 165,50 €, €1,165.50', () => {
  setFormatLanguage('nl');
  expect(formatCents(116550).replace(/\s/g, ' ')).toBe('€ 1.165,50');
  expect(formatAmount(116550)).toBe('1.165,50');
  setFormatLanguage('fr');
  expect(formatCents(116550).replace(/\s/g, ' ')).toBe('1 165,50 €');
  setFormatLanguage('en');
  expect(formatCents(116550)).toBe('€1,165.50');
  expect(formatAmount(5)).toBe('0.05');
});
