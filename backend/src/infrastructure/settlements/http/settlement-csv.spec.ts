import { settle } from '../../../domain/settlements/settlement.js';
import { payrollCsv, settlementCsv } from './settlement-csv.js';

const sanne = { userId: 'u1', employeeNumber: '=1+1', firstName: 'Sanne', lastName: 'de Vries', email: 'sanne@zorg.nl' };
const tim = { userId: 'u2', employeeNumber: null, firstName: 'Tim', lastName: 'Bakker', email: 'tim@zorg.nl' };

describe('settlement CSV', () => {
  it('the CSV has a BOM, semicolons, one line per person and the total; a formula-like name is made harmless', () => {
    const csv = settlementCsv(
      settle('2026-11', [{ ...sanne, lastName: '=HYPERLINK("x")', quantity: 2, priceCents: 350, paidOnlineCents: 0 }]),
      'nl',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'E-mailadres;Voornaam;Achternaam;Porties opgehaald;Totaal (EUR);Online betaald (EUR);Openstaand (EUR)',
      `sanne@zorg.nl;Sanne;"'=HYPERLINK(""x"")";2;7,00;0,00;7,00`,
      'Totaal;;;2;7,00;0,00;7,00',
      '',
    ]);
  });

  it("speaks the reader's language: French with semicolons and decimal commas, English with commas and decimal points", () => {
    const settlement = settle('2026-11', [{ ...sanne, quantity: 3, priceCents: 41150, paidOnlineCents: 41150 }]);
    expect(settlementCsv(settlement, 'fr').slice(1).split('\r\n')).toEqual([
      'Adresse e-mail;Prénom;Nom;Portions retirées;Total (EUR);Payé en ligne (EUR);Restant dû (EUR)',
      'sanne@zorg.nl;Sanne;de Vries;3;1234,50;411,50;823,00',
      'Total;;;3;1234,50;411,50;823,00',
      '',
    ]);
    expect(settlementCsv(settlement, 'en').slice(1).split('\r\n')).toEqual([
      'Email address,First name,Last name,Portions collected,Total (EUR),Paid online (EUR),Open (EUR)',
      'sanne@zorg.nl,Sanne,de Vries,3,1234.50,411.50,823.00',
      'Total,,,3,1234.50,411.50,823.00',
      '',
    ]);
  });
});

describe('payroll CSV', () => {
  const settlement = settle('2026-11', [
    { ...sanne, quantity: 2, priceCents: 350, paidOnlineCents: 350 },
    { ...tim, quantity: 1, priceCents: 1250, paidOnlineCents: 0 },
  ]);

  it('lists per person the employee number, name, e-mail, portions and the amount still to deduct, then the total; formulas made harmless', () => {
    expect(payrollCsv(settlement, 'nl')).toBe(
      '\uFEFF' +
        [
          'Personeelsnummer;Voornaam;Achternaam;E-mailadres;Porties opgehaald;In te houden (EUR)',
          ';Tim;Bakker;tim@zorg.nl;1;12,50',
          `'=1+1;Sanne;de Vries;sanne@zorg.nl;2;3,50`,
          'Totaal;;;;3;16,00',
          '',
        ].join('\r\n'),
    );
  });

  it('speaks French and English as the settlement does', () => {
    expect(payrollCsv(settlement, 'fr').split('\r\n')[0]).toBe(
      '\uFEFFMatricule;Prénom;Nom;Adresse e-mail;Portions retirées;À retenir (EUR)',
    );
    expect(payrollCsv(settlement, 'en').slice(1).split('\r\n')).toEqual([
      'Employee number,First name,Last name,Email address,Portions collected,To deduct (EUR)',
      ',Tim,Bakker,tim@zorg.nl,1,12.50',
      `'=1+1,Sanne,de Vries,sanne@zorg.nl,2,3.50`,
      'Total,,,,3,16.00',
      '',
    ]);
  });
});
