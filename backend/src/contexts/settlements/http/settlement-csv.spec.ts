import { settle } from '../domain/settlement.js';
import { settlementCsv } from './settlement-csv.js';

const sanne = { userId: 'u1', firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@zorg.nl' };

describe('settlement CSV', () => {
  it('the CSV has a BOM, semicolons, one line per person and the total; a formula-like name is made harmless', () => {
    const csv = settlementCsv(settle('2026-11', [{ ...sanne, lastName: '=HYPERLINK("x")', quantity: 2, priceCents: 350 }]));
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR)',
      `sanne@zorg.nl;Sanne;"'=HYPERLINK(""x"")";2;7,00`,
      'Totaal;;;2;7,00',
      '',
    ]);
  });
});
