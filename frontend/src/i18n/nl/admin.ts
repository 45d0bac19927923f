import type { FieldErrorCatalogue } from '../../api/errors';
import { FIELD_ERROR_TEXTS } from './field-errors';

/**
 * The admin's Dutch texts for the API's field error codes, shown at the field of a react-admin form. Plain strings
 * with `{{param}}` placeholders, so that they move into i18next as they are.
 */
export const ADMIN_FIELD_ERRORS = {
  codes: {
    ...FIELD_ERROR_TEXTS,
    too_many: 'Kies er hooguit {{max}}.',
  },
  fields: {
    slug: { '*': 'Gebruik 2 tot 60 kleine letters, cijfers en enkele koppeltekens.' },
    commissionRate: { '*': 'Vul een percentage van 0 tot 100 in, met hooguit twee decimalen.' },
    monthlyPriceCents: { '*': 'Vul een bedrag in van 0 euro of meer.' },
    password: { too_short: 'Het wachtwoord moet minstens {{min}} tekens lang zijn.' },
  },
  fallback: 'Deze waarde is ongeldig.',
} satisfies FieldErrorCatalogue;
