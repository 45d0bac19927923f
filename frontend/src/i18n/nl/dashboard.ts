import type { FieldErrorCatalogue } from '../../api/errors';
import { FIELD_ERROR_TEXTS } from './field-errors';

/**
 * The dashboard's Dutch texts for the API's field error codes (kitchen, account). Plain strings with `{{param}}`
 * placeholders, so that they move into i18next as they are.
 */
export const DASHBOARD_FIELD_ERRORS = {
  codes: {
    ...FIELD_ERROR_TEXTS,
    too_long: 'Dit mag hooguit {{max}} tekens hebben.',
    too_short: 'Dit moet minstens {{min}} tekens hebben.',
  },
  fields: {
    title: { '*': 'Vul een titel in van hooguit 120 tekens.' },
    description: { '*': 'De omschrijving mag hooguit 1000 tekens hebben.' },
    totalQuantity: {
      below_taken: 'Minimaal {{taken}}: zoveel is al gereserveerd of opgehaald.',
      '*': 'Kies een aantal van 1 tot 500.',
    },
    availableUntil: {
      prepared_to_end_too_long: 'Zo bewaard mag er hooguit {{hours}} uur liggen tussen bereiding en het einde van het ophalen.',
      not_in_future: 'Kies een eindtijd in de toekomst.',
      too_far_ahead: 'De eindtijd mag hooguit {{days}} dagen vooruit liggen.',
      '*': 'Kies een geldige eindtijd.',
    },
    locationId: { '*': 'Kies een actieve locatie.' },
    photo: { '*': 'Kies een foto in JPEG, PNG of WebP.' },
    token: { '*': 'Deze link is ongeldig, al gebruikt of verlopen.' },
    currentPassword: { '*': 'Dit is niet je huidige wachtwoord.' },
    // Every other refusal of a new password (weak_password with zxcvbn's advice, too_common...) reads as its code says.
    password: { too_short: 'Het wachtwoord moet minstens 8 tekens lang zijn.' },
    newPassword: { too_short: 'Het wachtwoord moet minstens 8 tekens lang zijn.' },
  },
  fallback: 'Er ging iets mis. Probeer het opnieuw.',
} satisfies FieldErrorCatalogue;
