import type { CatalogueOf } from '../catalogue';
import type nl from '../nl/display';

const display: CatalogueOf<typeof nl> = {
  pageTitle: '{{location}} · Available now',
  available: 'Available now',
  left: 'left',
  of: 'of {{total}}',
  until: 'Collect by {{time}}',
  empty: 'No portions are available right now.',
  emptyHint: 'New portions appear here as soon as the kitchen offers them.',
  reserve: 'Reserve in Portiepunt and collect your portion at the counter.',
  page: 'Page {{current}} of {{total}}',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  loading: 'Loading portions…',
  gone: 'This screen link no longer works.',
  goneHint: 'The link has been revoked or the location is no longer active. Ask your administrator for a new screen link.',
  photoMissing: 'No photo',
};

export default display;
