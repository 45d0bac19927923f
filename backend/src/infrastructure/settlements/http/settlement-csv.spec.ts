import { settle } from '../../../domain/settlements/settlement.js';
import { settlementCsv } from './settlement-csv.js';

const sanne = { userId: 'u1', firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@zorg.nl' };

describe('settlement CSV', () => {
  it('the CSV has a BOM, semicolons, one line per person and the total; a formula-like name is made harmless', () => {
    const csv = settlementCsv(settle('2026-11', [{ ...sanne, lastName: '=HYPERLINK("x")', quantity: 2, priceCents: 350 }]), 'nl');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR)',
      `sanne@zorg.nl;Sanne;"'=HYPERLINK(""x"")";2;7,00`,
      'Totaal;;;2;7,00',
      '',
    ]);
  });

  it("speaks the reader's language: French with semicolons and decimal commas, English with commas and decimal points", () => {
    const settlement = settle('2026-11', [{ ...sanne, quantity: 3, priceCents: 41150 }]);
    expect(settlementCsv(settlement, 'fr').slice(1).split('\r\n')).toEqual([
      'Adresse e-mail;Prénom;Nom;Portions retirées;Total (EUR)',
      'sanne@zorg.nl;Sanne;de Vries;3;1234,50',
      'Total;;;3;1234,50',
      '',
    ]);
    expect(settlementCsv(settlement, 'en').slice(1).split('\r\n')).toEqual([
      'Email address,First name,Last name,Portions collected,Total (EUR)',
      'sanne@zorg.nl,Sanne,de Vries,3,1234.50',
      'Total,,,3,1234.50',
      '',
    ]);
  });
});
