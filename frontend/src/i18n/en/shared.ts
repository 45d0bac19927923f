import type { CatalogueOf } from '../catalogue';
import type nl from '../nl/shared';
import { FIELD_ERROR_TEXTS } from './field-errors';

const shared: CatalogueOf<typeof nl> = {
  languageSwitch: {
    label: 'Language',
    names: { nl: 'Nederlands', fr: 'Français', en: 'English' },
    failed: 'Your language could not be saved. Please try again.',
  },
  roles: {
    kitchen: 'Kitchen staff',
    staff: 'Care staff',
    admin: 'Administrator',
    superadmin: 'Super admin',
    partner: 'Partner',
  },
  portionStatus: { available: 'Available', finished: 'Collected', expired: 'Expired' },
  fullyBooked: 'Fully booked',
  reservationStatus: { reserved: 'Reserved', picked_up: 'Collected', cancelled: 'Cancelled', awaiting_payment: 'Awaiting payment' },
  food: {
    allergenNames: {
      gluten: 'Gluten',
      crustaceans: 'Crustaceans',
      eggs: 'Eggs',
      fish: 'Fish',
      peanuts: 'Peanuts',
      soy: 'Soya',
      milk: 'Milk',
      nuts: 'Nuts',
      celery: 'Celery',
      mustard: 'Mustard',
      sesame: 'Sesame',
      sulphites: 'Sulphites',
      lupin: 'Lupin',
      molluscs: 'Molluscs',
    },
    allergenDetails: {
      gluten: 'cereals containing gluten',
      peanuts: 'groundnuts',
      milk: 'incl. lactose',
      nuts: 'tree nuts',
      sulphites: 'sulphur dioxide and sulphites',
    },
    allergenWithDetail: '{{name}} ({{detail}})',
    contains: 'Contains',
    mayContain: 'May contain traces of',
    noAllergens: 'No allergens',
    undeclared: 'Allergens not stated',
    diet: 'Diet',
    dietNames: { vegetarian: 'Vegetarian', vegan: 'Vegan', halal: 'Halal', no_pork: 'No pork' },
    storage: 'Storage',
    storageNames: { hot: 'Kept hot (≥ 60 °C)', chilled: 'Chilled (≤ 7 °C)', ambient: 'Room temperature' },
    safeEating: {
      hot: 'Eat it hot. Not eating it straight away? Let it cool quickly and keep it in the fridge.',
      chilled: 'Keep it cool until you eat it.',
      ambient: 'No need for the fridge; eat it before the collection time ends.',
    },
    reheat: 'Reheat until the core reaches at least 75 °C',
    preparedAt: 'Prepared {{when}}',
    ingredients: 'Ingredients',
    pickUpBefore: 'Collect before {{when}}',
  },
  dayTime: { today: 'today {{clock}}', tomorrow: 'tomorrow {{clock}}' },
  fieldErrors: FIELD_ERROR_TEXTS,
};

export default shared;
