export const HELP_PAGE = {
  eyebrow: 'Help',
  title: 'Helpcentrum in opbouw',
  intro: 'We werken aan een helpcentrum met antwoorden op de meest gestelde vragen van keukenteams, zorgpersoneel en beheerders.',
  comingTitle: 'Wat je hier straks vindt',
  coming: [
    'Stap voor stap een portie aanbieden, met foto en allergenen',
    'Reserveren en ophalen als medewerker',
    'Gebruikers en locaties beheren als beheerder',
    'Antwoorden over inloggen, wachtwoorden en meldingen',
  ],
  meanwhileTitle: 'Hulp nodig?',
  meanwhile: 'Ons supportteam helpt je persoonlijk verder.',
};

export const DOCUMENTATION_PAGE = {
  eyebrow: 'Documentatie',
  title: 'Documentatie in opbouw',
  intro:
    'De handleidingen voor Portiepunt worden op dit moment geschreven, samen met de keukens en zorgteams die het platform dagelijks gebruiken.',
  comingTitle: 'Wat je hier straks vindt',
  coming: [
    'Een handleiding voor het keukenteam',
    'Een handleiding voor zorgpersoneel en andere medewerkers',
    'Een beheerdershandleiding voor gebruikers, locaties en statistieken',
    'Informatie over beveiliging, AVG en de verwerkersovereenkomst',
  ],
  meanwhileTitle: 'Iets nodig voor je implementatie?',
  meanwhile: 'We sturen je de actuele documentatie graag persoonlijk toe.',
};

export const CONTACT_US = 'Neem contact op';
