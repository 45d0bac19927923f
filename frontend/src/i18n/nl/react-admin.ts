/** Keys react-admin 5 has that ra-language-dutch (written for version 4) lacks; not a catalogue area of its own. */
const raMissingMessages = {
  ra: {
    action: {
      reset: 'Herstellen',
      search_columns: 'Kolommen zoeken',
      select_all_button: 'Alles selecteren',
      update_application: 'Applicatie herladen',
    },
    page: { access_denied: 'Geen toegang', authentication_error: 'Authenticatiefout' },
    message: {
      access_denied: 'Je hebt niet de juiste rechten voor deze pagina.',
      authentication_error: 'De authenticatieserver gaf een fout; je gegevens konden niet worden gecontroleerd.',
      auth_error: 'Er ging iets mis bij het controleren van je sessie.',
      clear_array_input: 'Weet je zeker dat je de hele lijst wilt leegmaken?',
      select_all_limit_reached: 'Er zijn te veel items om alles te selecteren. Alleen de eerste %{max} zijn geselecteerd.',
      placeholder_data_warning: 'Netwerkprobleem: de gegevens konden niet worden ververst.',
    },
    navigation: {
      clear_filters: 'Filters wissen',
      no_filtered_results: 'Geen resultaten voor %{name} met de huidige filters.',
    },
    auth: { email: 'E-mailadres' },
    notification: {
      application_update_available: 'Er is een nieuwe versie beschikbaar.',
      offline: 'Geen verbinding. De gegevens konden niet worden opgehaald.',
    },
    validation: { unique: 'Moet uniek zijn' },
    guesser: { empty: { title: 'Geen gegevens om te tonen', message: 'Controleer de data provider' } },
  },
};

export default raMissingMessages;
