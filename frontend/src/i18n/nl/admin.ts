import type { FieldErrorCatalogue } from '../../api/errors';

/**
 * The admin's Dutch texts for the API's field error codes, shown at the field of a react-admin form. Plain strings
 * with `{{param}}` placeholders, so that they move into i18next as they are.
 */
export const ADMIN_FIELD_ERRORS = {
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
    unknown_field: 'Dit veld kent de server niet.',
    read_only: 'Dit veld kan niet worden gewijzigd.',
    wrong_type: 'Deze waarde heeft niet de juiste vorm.',
    too_short: 'Vul minstens {{min}} tekens in.',
    too_long: 'Vul hooguit {{max}} tekens in.',
    too_small: 'Vul minstens {{min}} in.',
    too_large: 'Vul hooguit {{max}} in.',
    too_few: 'Kies er minstens {{min}}.',
    too_many: 'Kies er hooguit {{max}}.',
    not_allowed: 'Kies uit: {{allowed}}.',
    duplicate: 'Elke keuze mag maar één keer voorkomen.',
    invalid_email: 'Vul een geldig e-mailadres in.',
    invalid_uuid: 'Deze verwijzing is ongeldig.',
    invalid_date: 'Vul een geldige datum in.',
    invalid_url: 'Vul een geldige URL in die met https:// begint.',
    invalid_format: 'Deze waarde heeft niet de juiste vorm.',
    must_be_true: 'Vink dit aan om verder te gaan.',
    unknown_reference: 'Deze keuze bestaat niet (meer).',
    mismatch: 'Deze waarde komt niet overeen.',
    too_common: 'Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.',
    unsafe_target: 'Deze URL wijst naar een intern of onbereikbaar adres.',
    unsafe_text: 'Deze tekst bevat tekens die niet zijn toegestaan.',
    unsupported_file: 'Dit bestand kan niet worden gelezen.',
    missing_columns: 'De eerste regel moet de kolommen {{columns}} noemen.',
    empty_file: 'Het bestand bevat geen regels onder de kop.',
    too_many_rows: 'Het bestand mag hooguit {{max}} regels bevatten.',
  },
  fields: {
    slug: { '*': 'Gebruik 2 tot 60 kleine letters, cijfers en enkele koppeltekens.' },
    commissionRate: { '*': 'Vul een percentage van 0 tot 100 in, met hooguit twee decimalen.' },
    monthlyPriceCents: { '*': 'Vul een bedrag in van 0 euro of meer.' },
    password: { too_short: 'Het wachtwoord moet minstens {{min}} tekens lang zijn.' },
  },
  fallback: 'Deze waarde is ongeldig.',
} satisfies FieldErrorCatalogue;
