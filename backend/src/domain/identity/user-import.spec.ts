import { InvalidInputError } from '../shared/domain-error.js';
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
        { row: 2, email: 'sanne@zorg.nl', firstName: 'Sanne', lastName: 'de Vries', role: 'staff', employeeNumber: null },
        { row: 3, email: 'karin@zorg.nl', firstName: 'Karin', lastName: 'Keuken', role: 'kitchen', employeeNumber: null },
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
    expect(IMPORT_SKIP_MESSAGES.invalid_role).toBe('Onbekende rol (kies keuken, personeel of beheerder)');
    expect(IMPORT_SKIP_MESSAGES.name_too_long).toBe('Naam langer dan 100 tekens');
    expect(IMPORT_SKIP_MESSAGES.wrong_column_count).toBe('Niet evenveel kolommen als de kopregel');
    expect(IMPORT_SKIP_MESSAGES.invalid_employee_number).toBe('Personeelsnummer langer dan 50 tekens of met stuurtekens');
  });

  it('ignores blank lines but keeps counting them, as a spreadsheet does', () => {
    const plan = planUserImport([HEADER, [''], ['a@zorg.nl', 'A', 'B', 'staff'], ['', '', '', '']]);
    expect(plan.candidates.map((candidate) => candidate.row)).toEqual([3]);
    expect(plan.skipped).toEqual([]);
  });

  it('accepts Dutch and French column names in any order and case, and Dutch and French role names', () => {
    const plan = planUserImport([
      ['Voornaam', 'Achternaam', 'E-mail', 'ROL'],
      ['Sanne', 'de Vries', 'sanne@zorg.nl', 'zorg'],
      ['Piet', 'Pot', 'piet@zorg.nl', 'Personeel'],
      ['Karin', 'Keuken', 'karin@zorg.nl', 'keuken'],
      ['Bram', 'Beheer', 'bram@zorg.nl', 'Beheerder'],
      ['Kees', 'Kok', 'kees@zorg.nl', 'kok'],
    ]);
    expect(plan.candidates.map(({ email, role }) => [email, role])).toEqual([
      ['sanne@zorg.nl', 'staff'],
      ['piet@zorg.nl', 'staff'],
      ['karin@zorg.nl', 'kitchen'],
      ['bram@zorg.nl', 'admin'],
    ]);
    expect(plan.skipped).toEqual([{ row: 6, email: 'kees@zorg.nl', reason: 'invalid_role', message: IMPORT_SKIP_MESSAGES.invalid_role }]);
    const french = planUserImport([
      ['prénom', 'nom', 'courriel', 'rôle'],
      ['Marie', 'Dubois', 'marie@soins.be', 'cuisine'],
    ]);
    expect(french.candidates).toEqual([
      { row: 2, email: 'marie@soins.be', firstName: 'Marie', lastName: 'Dubois', role: 'kitchen', employeeNumber: null },
    ]);
  });

  it('accepts English column names as spreadsheets write them, with English role names', () => {
    const plan = planUserImport([
      ['First name', 'Surname', 'Email address', 'Role'],
      ['Amy', 'Walker', 'amy@care.co.uk', 'staff'],
      ['Tom', 'Baker', 'tom@care.co.uk', 'Kitchen'],
    ]);
    expect(plan.candidates).toEqual([
      { row: 2, email: 'amy@care.co.uk', firstName: 'Amy', lastName: 'Walker', role: 'staff', employeeNumber: null },
      { row: 3, email: 'tom@care.co.uk', firstName: 'Tom', lastName: 'Baker', role: 'kitchen', employeeNumber: null },
    ]);
  });

  it('refuses a header that names a column twice', () => {
    expect(() =>
      planUserImport([
        ['email', 'e-mail', 'achternaam', 'rol'],
        ['a@b.nl', 'x', 'B', 'staff'],
      ]),
    ).toThrow(InvalidInputError);
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

  describe('the optional employee number column', () => {
    it('is read under its English, Dutch or French name, trimmed, and empty as none', () => {
      for (const name of ['employeeNumber', 'Personeelsnummer', 'matricule', 'Numéro de personnel']) {
        const plan = planUserImport([
          ['email', 'firstName', 'lastName', 'role', name],
          ['a@zorg.nl', 'A', 'B', 'staff', ' P-17 '],
          ['b@zorg.nl', 'A', 'B', 'staff', ''],
        ]);
        expect(plan.candidates.map((candidate) => candidate.employeeNumber)).toEqual(['P-17', null]);
      }
    });

    it('skips a row whose number is too long or holds control characters; a file without the column still needs all four others', () => {
      const plan = planUserImport([
        ['personeelsnummer', 'e-mail', 'voornaam', 'achternaam', 'rol'],
        ['1'.repeat(51), 'a@zorg.nl', 'A', 'B', 'staff'],
        ['12\u202e34', 'b@zorg.nl', 'A', 'B', 'staff'],
        ['1'.repeat(50), 'c@zorg.nl', 'A', 'B', 'staff'],
        ['c@zorg.nl', 'A', 'B', 'staff'],
      ]);
      expect(plan.skipped.map(({ row, reason }) => [row, reason])).toEqual([
        [2, 'invalid_employee_number'],
        [3, 'invalid_employee_number'],
        [5, 'wrong_column_count'],
      ]);
      expect(plan.candidates.map((candidate) => candidate.employeeNumber)).toEqual(['1'.repeat(50)]);
      expect(() =>
        planUserImport([
          ['email', 'firstName', 'lastName', 'employeeNumber'],
          ['a@zorg.nl', 'A', 'B', '1'],
        ]),
      ).toThrow(InvalidInputError);
      expect(() =>
        planUserImport([
          ['email', 'firstName', 'lastName', 'role', 'afdeling'],
          ['a@zorg.nl', 'A', 'B', 'staff', 'x'],
        ]),
      ).toThrow(InvalidInputError);
    });
  });
});
