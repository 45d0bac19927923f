import { InvalidInputError } from '../../../platform/domain/domain-error.js';
import { IMPORT_SKIP_MESSAGES, planUserImport, USER_IMPORT_MAX_ROWS } from './user-import.js';

const HEADER = ['email', 'firstName', 'lastName', 'role'];

describe('planning a user import', () => {
  it('turns valid rows into candidates numbered by their line in the file, emails trimmed and lower-cased', () => {
    const plan = planUserImport([
      HEADER,
      [' Sanne@Zorg.NL ', 'Sanne', 'de Vries', 'staff'],
      ['karin@zorg.nl', 'Karin', 'Keuken', 'Kitchen'],
    ]);
    expect(plan).toEqual({
      candidates: [
        { row: 2, email: 'sanne@zorg.nl', firstName: 'Sanne', lastName: 'de Vries', role: 'staff' },
        { row: 3, email: 'karin@zorg.nl', firstName: 'Karin', lastName: 'Keuken', role: 'kitchen' },
      ],
      skipped: [],
    });
  });

  it('skips each bad row with its reason and keeps the good ones', () => {
    const plan = planUserImport([
      HEADER,
      ['geen-email', 'A', 'B', 'staff'],
      ['a@zorg.nl', '', 'B', 'staff'],
      ['b@zorg.nl', 'A', '', 'staff'],
      ['c@zorg.nl', 'A', 'B', 'superadmin'],
      ['d@zorg.nl', 'A', 'B'],
      ['e@zorg.nl', 'A'.repeat(101), 'B', 'admin'],
      ['ok@zorg.nl', 'Ok', 'Goed', 'admin'],
      ['OK@zorg.nl', 'Nog', 'Eens', 'staff'],
    ]);
    expect(plan.skipped).toEqual([
      { row: 2, email: 'geen-email', reason: 'invalid_email', message: IMPORT_SKIP_MESSAGES.invalid_email },
      { row: 3, email: 'a@zorg.nl', reason: 'missing_first_name', message: IMPORT_SKIP_MESSAGES.missing_first_name },
      { row: 4, email: 'b@zorg.nl', reason: 'missing_last_name', message: IMPORT_SKIP_MESSAGES.missing_last_name },
      { row: 5, email: 'c@zorg.nl', reason: 'invalid_role', message: IMPORT_SKIP_MESSAGES.invalid_role },
      { row: 6, email: 'd@zorg.nl', reason: 'wrong_column_count', message: IMPORT_SKIP_MESSAGES.wrong_column_count },
      { row: 7, email: 'e@zorg.nl', reason: 'name_too_long', message: IMPORT_SKIP_MESSAGES.name_too_long },
      { row: 9, email: 'ok@zorg.nl', reason: 'duplicate_in_file', message: IMPORT_SKIP_MESSAGES.duplicate_in_file },
    ]);
    expect(plan.candidates.map((candidate) => candidate.row)).toEqual([8]);
  });

  it('each reason comes with the Dutch line the admin reads, naming what to fix', () => {
    expect(IMPORT_SKIP_MESSAGES.invalid_role).toBe('Onbekende rol (kies kitchen, staff of admin)');
    expect(IMPORT_SKIP_MESSAGES.name_too_long).toBe('Naam langer dan 100 tekens');
    expect(IMPORT_SKIP_MESSAGES.wrong_column_count).toBe('Niet precies 4 kolommen');
  });

  it('ignores blank lines but keeps counting them, as a spreadsheet does', () => {
    const plan = planUserImport([HEADER, [''], ['a@zorg.nl', 'A', 'B', 'staff'], ['', '', '', '']]);
    expect(plan.candidates.map((candidate) => candidate.row)).toEqual([3]);
    expect(plan.skipped).toEqual([]);
  });

  it('accepts the header in any case and with spaces around the names', () => {
    expect(
      planUserImport([
        [' Email', 'FIRSTNAME ', 'lastname', 'Role'],
        ['a@zorg.nl', 'A', 'B', 'staff'],
      ]).candidates,
    ).toHaveLength(1);
  });

  it.each([
    ['no header', []],
    [
      'another header',
      [
        ['mail', 'voornaam', 'achternaam', 'rol'],
        ['a@zorg.nl', 'A', 'B', 'staff'],
      ],
    ],
    [
      'a header with an extra column',
      [
        [...HEADER, 'password'],
        ['a@zorg.nl', 'A', 'B', 'staff', 'x'],
      ],
    ],
    ['only a header', [HEADER]],
  ])('refuses a file with %s as a whole', (_name, records) => {
    expect(() => planUserImport(records)).toThrow(InvalidInputError);
  });

  it(`accepts ${USER_IMPORT_MAX_ROWS} rows and refuses one more`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [`user${i}@zorg.nl`, 'A', 'B', 'staff']);
    expect(planUserImport([HEADER, ...rows(USER_IMPORT_MAX_ROWS)]).candidates).toHaveLength(USER_IMPORT_MAX_ROWS);
    expect(() => planUserImport([HEADER, ...rows(USER_IMPORT_MAX_ROWS + 1)])).toThrow(InvalidInputError);
  });
});
