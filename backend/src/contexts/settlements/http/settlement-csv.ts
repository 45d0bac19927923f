import { euros, type Settlement } from '../domain/settlement.js';
import { spreadsheetCsv } from '../../../platform/http/spreadsheet-csv.js';

const HEADER = ['E-mailadres', 'Voornaam', 'Achternaam', 'Porties opgehaald', 'Totaal (EUR)'];

/** The settlement for payroll or a cash desk: one line per person and a closing total line, with a BOM. */
export function settlementCsv(settlement: Settlement): string {
  return spreadsheetCsv(
    [
      HEADER,
      ...settlement.lines.map((line) => [line.email, line.firstName, line.lastName, line.portions, euros(line.totalCents)]),
      ['Totaal', '', '', settlement.portions, euros(settlement.totalCents)],
    ],
    { bom: true },
  );
}
