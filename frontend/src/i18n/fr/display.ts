import type { CatalogueOf } from '../catalogue';
import type nl from '../nl/display';

const display: CatalogueOf<typeof nl> = {
  pageTitle: '{{location}} · Disponible maintenant',
  available: 'Disponible maintenant',
  left: 'restantes',
  of: 'sur {{total}}',
  until: 'À retirer jusqu’à {{time}}',
  empty: 'Aucune portion disponible pour le moment.',
  emptyHint: 'Les nouvelles portions apparaissent ici dès que la cuisine les propose.',
  reserve: 'Réservez dans Portiepunt et retirez votre portion au comptoir.',
  page: 'Page {{current}} sur {{total}}',
  live: 'En direct',
  reconnecting: 'Reconnexion…',
  loading: 'Chargement des portions…',
  gone: 'Ce lien d’écran ne fonctionne plus.',
  goneHint: 'Le lien a été révoqué ou le site n’est plus actif. Demandez un nouveau lien d’écran à l’administrateur.',
  photoMissing: 'Pas de photo',
};

export default display;
