import { FIELD_ERROR_TEXTS } from './field-errors';

/** Dutch texts that several areas share: roles, statuses, food information, the language switch, field errors. */
const shared = {
  languageSwitch: {
    label: 'Taal',
    names: { nl: 'Nederlands', fr: 'Français', en: 'English' },
    failed: 'De taal kon niet worden opgeslagen. Probeer het opnieuw.',
  },
  roles: {
    kitchen: 'Keukenpersoneel',
    staff: 'Zorgpersoneel',
    admin: 'Beheerder',
    superadmin: 'Superbeheerder',
    partner: 'Partner',
  },
  portionStatus: { available: 'Beschikbaar', finished: 'Opgehaald', expired: 'Verlopen' },
  /** An available portion of which nothing is left to reserve. */
  fullyBooked: 'Volgeboekt',
  reservationStatus: { reserved: 'Gereserveerd', picked_up: 'Opgehaald', cancelled: 'Geannuleerd', awaiting_payment: 'Wacht op betaling' },
  food: {
    allergenNames: {
      gluten: 'Gluten',
      crustaceans: 'Schaaldieren',
      eggs: 'Eieren',
      fish: 'Vis',
      peanuts: "Pinda's",
      soy: 'Soja',
      milk: 'Melk',
      nuts: 'Noten',
      celery: 'Selderij',
      mustard: 'Mosterd',
      sesame: 'Sesamzaad',
      sulphites: 'Sulfiet',
      lupin: 'Lupine',
      molluscs: 'Weekdieren',
    },
    /** With what the law's name covers, where the short name does not say it. */
    allergenDetails: {
      gluten: 'glutenbevattende granen',
      peanuts: 'aardnoten',
      milk: 'incl. lactose',
      nuts: 'schaalvruchten',
      sulphites: 'zwaveldioxide en sulfieten',
    },
    allergenWithDetail: '{{name}} ({{detail}})',
    contains: 'Bevat',
    mayContain: 'Kan sporen bevatten van',
    noAllergens: 'Geen allergenen',
    undeclared: 'Allergenen niet opgegeven',
    diet: 'Dieet',
    dietNames: { vegetarian: 'Vegetarisch', vegan: 'Veganistisch', halal: 'Halal', no_pork: 'Zonder varkensvlees' },
    storage: 'Bewaring',
    storageNames: { hot: 'Warm gehouden (≥ 60 °C)', chilled: 'Gekoeld (≤ 7 °C)', ambient: 'Kamertemperatuur' },
    safeEating: {
      hot: 'Warm eten. Niet meteen op? Laat het snel afkoelen en bewaar het in de koelkast.',
      chilled: 'Koel bewaren tot je het eet.',
      ambient: 'Niet in de koelkast nodig; eet het vóór de ophaaltijd om is.',
    },
    reheat: 'Opwarmen tot minstens 75 °C in de kern',
    iddsi: 'IDDSI-niveau',
    iddsiLevel: 'IDDSI {{level}} · {{name}}',
    iddsiNames: {
      '0': 'Dun vloeibaar',
      '1': 'Iets dik vloeibaar',
      '2': 'Licht dik vloeibaar',
      '3': 'Vloeibaar gemalen',
      '4': 'Glad gemalen',
      '5': 'Fijngemalen en smeuïg',
      '6': 'Zacht en klein gesneden',
      '7': 'Normaal',
    },
    lastTemperature: 'Laatste meting {{temperature}}, {{when}}',
    eatBy: 'Uiterlijk opeten {{when}}',
    preparedAt: 'Bereid {{when}}',
    ingredients: 'Ingrediënten',
    pickUpBefore: 'Ophalen vóór {{when}}',
  },
  dayTime: { today: 'vandaag {{clock}}', tomorrow: 'morgen {{clock}}' },
  fieldErrors: FIELD_ERROR_TEXTS,
};

export default shared;
