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
    not_own_path: 'Na het inloggen kun je alleen naar een pagina van Portiepunt zelf.',
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

/**
 * The dashboard's Dutch texts for the organisation sign-in's error codes: the API's (`sso_required`,
 * `sso_not_configured`, ...) and the refusals that the callback hands to /login/sso?fout=<code>.
 */
export const SSO_ERRORS: Record<string, string> = {
  sso_required: 'Je organisatie laat alleen inloggen via het eigen account toe. Gebruik ‘Inloggen met je organisatie-account’.',
  sso_not_configured: 'Voor dit e-mailadres is geen inloggen via de organisatie ingesteld. Log in met je wachtwoord of vraag je beheerder.',
  sso_provider_unreachable: 'De inlogdienst van je organisatie is nu niet bereikbaar. Probeer het later opnieuw.',
  sso_failed: 'Inloggen via je organisatie is niet gelukt. Probeer het opnieuw.',
  sso_expired: 'Het inloggen duurde te lang of de link is al gebruikt. Begin opnieuw.',
  sso_wrong_directory: 'Je account hoort bij een andere organisatie dan die bij Portiepunt is ingesteld.',
  sso_email_missing: 'Je organisatie gaf geen e-mailadres door. Vraag je beheerder om dit in te stellen.',
  sso_email_outside_domains: 'Je e-mailadres valt buiten de domeinen die je organisatie bij Portiepunt heeft opgegeven.',
  sso_account_elsewhere: 'Dit e-mailadres hoort al bij een account van een andere organisatie.',
  sso_account_inactive: 'Je account is uitgeschakeld. Neem contact op met de beheerder van je organisatie.',
  invalid_link: 'Deze inlogcode is al gebruikt of verlopen. Begin opnieuw.',
};
