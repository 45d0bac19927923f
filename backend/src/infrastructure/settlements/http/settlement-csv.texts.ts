import { defineTexts } from '../../../application/shared/i18n/texts.js';

/** The settlement export's header and total line: the words payroll and cash desks use. */
export const settlementCsvTexts = defineTexts('settlement-csv', {
  nl: {
    email: 'E-mailadres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    portions: 'Porties opgehaald',
    total: 'Totaal (EUR)',
    totalLine: 'Totaal',
    fileName: 'afrekening-{{month}}.csv',
  },
  fr: {
    email: 'Adresse e-mail',
    firstName: 'Prénom',
    lastName: 'Nom',
    portions: 'Portions retirées',
    total: 'Total (EUR)',
    totalLine: 'Total',
    fileName: 'decompte-{{month}}.csv',
  },
  en: {
    email: 'Email address',
    firstName: 'First name',
    lastName: 'Last name',
    portions: 'Portions collected',
    total: 'Total (EUR)',
    totalLine: 'Total',
    fileName: 'settlement-{{month}}.csv',
  },
});
