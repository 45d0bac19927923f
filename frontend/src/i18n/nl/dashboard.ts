import type { FieldErrorCatalogue } from '../../api/errors';

/**
 * The dashboard's Dutch texts for the API's field error codes (kitchen, account). Plain strings with `{{param}}`
 * placeholders, so that they move into i18next as they are.
 */
export const DASHBOARD_FIELD_ERRORS = {
  codes: {
    allergens_not_declared: 'Kies de allergenen, of bevestig dat de portie geen van de 14 allergenen bevat.',
    allergen_in_both_lists: 'Een allergeen staat bij ‘bevat’ of bij ‘kan sporen bevatten’, niet bij allebei.',
    food_code_unknown: 'Kies uit de lijst.',
    food_code_repeated: 'Kies elk maar één keer.',
    diet_vegan_not_vegetarian: 'Een veganistische portie is ook vegetarisch.',
    ingredients_too_long: 'De ingrediëntenlijst mag hooguit {{max}} tekens hebben.',
    prepared_at_in_future: 'Het bereidingsmoment kan niet in de toekomst liggen.',
    prepared_at_too_long_ago: 'Het bereidingsmoment mag hooguit {{days}} dagen geleden zijn.',
    reheat_needs_chilled: 'Opwarmen geldt alleen voor gekoelde porties.',
    prepared_to_end_too_long: 'Zo bewaard mag er hooguit {{hours}} uur liggen tussen bereiding en het einde van het ophalen.',
    required: 'Vul dit veld in.',
    too_long: 'Dit mag hooguit {{max}} tekens hebben.',
    too_short: 'Dit moet minstens {{min}} tekens hebben.',
    invalid_email: 'Vul een geldig e-mailadres in.',
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
    password: {
      too_short: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
      too_common: 'Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.',
      '*': 'Er ging iets mis. Probeer het opnieuw.',
    },
    newPassword: {
      too_short: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
      too_common: 'Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.',
      same_as_current: 'Kies een ander wachtwoord dan je huidige.',
      '*': 'Er ging iets mis. Probeer het opnieuw.',
    },
  },
  fallback: 'Er ging iets mis. Probeer het opnieuw.',
} satisfies FieldErrorCatalogue;
