import type { CatalogueOf } from '../catalogue';
import type nl from '../nl/shared';
import { FIELD_ERROR_TEXTS } from './field-errors';

const shared: CatalogueOf<typeof nl> = {
  languageSwitch: {
    label: 'Langue',
    names: { nl: 'Nederlands', fr: 'Français', en: 'English' },
    failed: 'La langue n’a pas pu être enregistrée. Veuillez réessayer.',
  },
  roles: {
    kitchen: 'Personnel de cuisine',
    staff: 'Personnel soignant',
    admin: 'Administrateur',
    superadmin: 'Super admin',
    partner: 'Partenaire',
  },
  portionStatus: { available: 'Disponible', finished: 'Retirée', expired: 'Expirée' },
  fullyBooked: 'Complet',
  reservationStatus: { reserved: 'Réservée', picked_up: 'Retirée', cancelled: 'Annulée', awaiting_payment: 'En attente de paiement' },
  food: {
    allergenNames: {
      gluten: 'Gluten',
      crustaceans: 'Crustacés',
      eggs: 'Œufs',
      fish: 'Poisson',
      peanuts: 'Arachides',
      soy: 'Soja',
      milk: 'Lait',
      nuts: 'Fruits à coque',
      celery: 'Céleri',
      mustard: 'Moutarde',
      sesame: 'Sésame',
      sulphites: 'Sulfites',
      lupin: 'Lupin',
      molluscs: 'Mollusques',
    },
    allergenDetails: {
      gluten: 'céréales contenant du gluten',
      peanuts: 'cacahuètes',
      milk: 'lactose compris',
      nuts: 'noix, noisettes, amandes…',
      sulphites: 'anhydride sulfureux et sulfites',
    },
    allergenWithDetail: '{{name}} ({{detail}})',
    contains: 'Contient',
    mayContain: 'Peut contenir des traces de',
    noAllergens: 'Aucun allergène',
    undeclared: 'Allergènes non indiqués',
    diet: 'Régime',
    dietNames: { vegetarian: 'Végétarien', vegan: 'Végane', halal: 'Halal', no_pork: 'Sans porc' },
    storage: 'Conservation',
    storageNames: { hot: 'Maintenu au chaud (≥ 60 °C)', chilled: 'Réfrigéré (≤ 7 °C)', ambient: 'Température ambiante' },
    safeEating: {
      hot: 'À manger chaud. Pas tout de suite ? Laissez refroidir rapidement et mettez au réfrigérateur.',
      chilled: 'À garder au frais jusqu’au repas.',
      ambient: 'Pas besoin de réfrigérateur ; à manger avant la fin de l’heure de retrait.',
    },
    reheat: 'Réchauffer à cœur à 75 °C minimum',
    preparedAt: 'Préparé {{when}}',
    ingredients: 'Ingrédients',
    pickUpBefore: 'À retirer avant {{when}}',
  },
  dayTime: { today: 'aujourd’hui {{clock}}', tomorrow: 'demain {{clock}}' },
  fieldErrors: FIELD_ERROR_TEXTS,
};

export default shared;
