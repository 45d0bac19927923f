import type { TenantRole } from '../shared/actor.js';
import { InvalidInputError } from '../shared/domain-error.js';
import { requireEmail } from '../shared/email.js';
import { EMPLOYEE_NUMBER_MAX, requireEmployeeNumber } from './employee-number.js';

/** The header row of a user import, as the API names the fields; `employeeNumber` may be left out. */
export const USER_IMPORT_HEADER = ['email', 'firstName', 'lastName', 'role', 'employeeNumber'] as const;
type ImportColumn = (typeof USER_IMPORT_HEADER)[number];
const OPTIONAL_COLUMNS: readonly ImportColumn[] = ['employeeNumber'];

/** Column names a spreadsheet may use, in English, Dutch or French, compared without case; the columns may come in any order. */
const COLUMN_NAMES: Record<ImportColumn, readonly string[]> = {
  email: ['email', 'email address', 'e-mail', 'e-mailadres', 'courriel', 'adresse e-mail'],
  firstName: ['firstname', 'first name', 'voornaam', 'prénom', 'prenom'],
  lastName: ['lastname', 'last name', 'surname', 'achternaam', 'nom', 'nom de famille'],
  role: ['role', 'rol', 'rôle'],
  employeeNumber: [
    'employeenumber',
    'employee number',
    'personeelsnummer',
    'personeelsnr',
    'matricule',
    'numéro de personnel',
    'numero de personnel',
  ],
};

/**
 * Role names as people write them, in English, Dutch or French: the codes, short words, and the labels the app itself
 * shows in each language (the frontend's `roles` in `i18n/<language>/shared.ts`; test/user-import checks every one).
 */
const ROLE_NAMES: Record<string, TenantRole> = {
  kitchen: 'kitchen',
  keuken: 'kitchen',
  cuisine: 'kitchen',
  keukenpersoneel: 'kitchen',
  'personnel de cuisine': 'kitchen',
  'kitchen staff': 'kitchen',
  staff: 'staff',
  personeel: 'staff',
  zorg: 'staff',
  personnel: 'staff',
  zorgpersoneel: 'staff',
  'personnel soignant': 'staff',
  'care staff': 'staff',
  admin: 'admin',
  beheerder: 'admin',
  administrateur: 'admin',
  administrator: 'admin',
};

/** A role cell compared without case, and with runs of spaces as one ("Personnel  soignant"). */
const roleKey = (cell: string) => cell.toLowerCase().replace(/\s+/g, ' ');

export const USER_IMPORT_MAX_ROWS = 1000;
const NAME_MAX = 100;

/** Why a row is not added: a stable code for programs, with the Dutch line the admin reads. */
export const IMPORT_SKIP_MESSAGES = {
  invalid_email: 'Geen geldig e-mailadres',
  missing_first_name: 'Voornaam ontbreekt',
  missing_last_name: 'Achternaam ontbreekt',
  name_too_long: `Naam langer dan ${NAME_MAX} tekens`,
  invalid_role: 'Onbekende rol (kies keuken, personeel of beheerder)',
  invalid_employee_number: `Personeelsnummer langer dan ${EMPLOYEE_NUMBER_MAX} tekens of met stuurtekens`,
  wrong_column_count: 'Niet evenveel kolommen als de kopregel',
  duplicate_in_file: 'Staat al eerder in het bestand',
  email_taken: 'Er bestaat al een gebruiker met dit e-mailadres',
} as const;
export type ImportSkipReason = keyof typeof IMPORT_SKIP_MESSAGES;

export interface ImportCandidate {
  /** The line in the file, the header being line 1, as a spreadsheet numbers it. */
  row: number;
  email: string;
  firstName: string;
  lastName: string;
  role: TenantRole;
  employeeNumber: string | null;
}

export interface ImportSkip {
  row: number;
  email: string;
  reason: ImportSkipReason;
  message: string;
}

export const importSkip = (row: number, email: string, reason: ImportSkipReason): ImportSkip => ({
  row,
  email,
  reason,
  message: IMPORT_SKIP_MESSAGES[reason],
});

export interface ImportPlan {
  candidates: ImportCandidate[];
  skipped: ImportSkip[];
}

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * Checks the parsed records of an import file (the header first): a wrong header or more than 1,000 rows
 * refuses the whole file; otherwise each row becomes a candidate or is skipped with its reason. Blank lines
 * are ignored. Whether an email is already taken is for the caller to decide.
 */
export function planUserImport(records: string[][]): ImportPlan {
  const [header = [], ...rows] = records;
  const order = columnOrder(header);
  const numbered = rows.map((record, index) => ({ record, row: index + 2 })).filter(({ record }) => !isBlank(record));
  if (numbered.length === 0) throw InvalidInputError.field('file', 'empty_file', 'the file has no rows below the header');
  if (numbered.length > USER_IMPORT_MAX_ROWS) {
    throw InvalidInputError.field(
      'file',
      'too_many_rows',
      `the file has ${numbered.length} rows; at most ${USER_IMPORT_MAX_ROWS} are allowed`,
      {
        max: USER_IMPORT_MAX_ROWS,
      },
    );
  }

  const plan: ImportPlan = { candidates: [], skipped: [] };
  const seen = new Set<string>();
  for (const { record, row } of numbered) {
    const [email = '', firstName = '', lastName = '', role = '', employeeNumber = ''] = order.map((index) =>
      index === -1 ? '' : (record[index] ?? '').trim(),
    );
    const reason = rowProblem(record.length !== header.length, email, firstName, lastName, role, employeeNumber);
    if (reason) {
      plan.skipped.push(importSkip(row, email, reason));
      continue;
    }
    const normalized = requireEmail('email', email);
    if (seen.has(normalized)) {
      plan.skipped.push(importSkip(row, normalized, 'duplicate_in_file'));
      continue;
    }
    seen.add(normalized);
    plan.candidates.push({
      row,
      email: normalized,
      firstName,
      lastName,
      role: ROLE_NAMES[roleKey(role)],
      employeeNumber: requireEmployeeNumber('employeeNumber', employeeNumber),
    });
  }
  return plan;
}

/**
 * Where each field's column is, by its header name (-1 for an optional column left out); a header that names the
 * four required columns once each, the optional one at most once, and nothing else is required.
 */
function columnOrder(header: string[]): number[] {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const order = USER_IMPORT_HEADER.map((column) => names.findIndex((name) => COLUMN_NAMES[column].includes(name)));
  const found = order.filter((index) => index !== -1);
  const missing = USER_IMPORT_HEADER.some((column, index) => order[index] === -1 && !OPTIONAL_COLUMNS.includes(column));
  if (missing || names.length !== found.length || new Set(found).size !== found.length) {
    const required = USER_IMPORT_HEADER.filter((column) => !OPTIONAL_COLUMNS.includes(column));
    throw InvalidInputError.field(
      'file',
      'missing_columns',
      `the first row must name the columns ${required.join(',')} and may name ${OPTIONAL_COLUMNS.join(',')} (or e-mail,voornaam,achternaam,rol,personeelsnummer; comma or semicolon separated)`,
      { columns: required },
    );
  }
  return order;
}

function rowProblem(
  wrongColumnCount: boolean,
  email: string,
  firstName: string,
  lastName: string,
  role: string,
  employeeNumber: string,
): ImportSkipReason | null {
  if (wrongColumnCount) return 'wrong_column_count';
  try {
    requireEmail('email', email);
  } catch {
    return 'invalid_email';
  }
  if (firstName === '') return 'missing_first_name';
  if (lastName === '') return 'missing_last_name';
  if (firstName.length > NAME_MAX || lastName.length > NAME_MAX) return 'name_too_long';
  if (!Object.hasOwn(ROLE_NAMES, roleKey(role))) return 'invalid_role';
  try {
    requireEmployeeNumber('employeeNumber', employeeNumber);
  } catch {
    return 'invalid_employee_number';
  }
  return null;
}
