/** The Dutch texts of a location's public screen (`/scherm/{token}`); the admin's display links are in admin.ts. */
const display = {
  pageTitle: '{{location}} · Nu beschikbaar',
  available: 'Nu beschikbaar',
  left: 'over',
  of: 'van {{total}}',
  until: 'Ophalen tot {{time}}',
  empty: 'Er zijn nu geen porties beschikbaar.',
  emptyHint: 'Nieuwe porties verschijnen hier vanzelf zodra de keuken ze aanbiedt.',
  reserve: 'Reserveer in Portiepunt en haal je portie op aan de balie.',
  page: 'Pagina {{current}} van {{total}}',
  live: 'Live',
  reconnecting: 'Verbinding herstellen…',
  loading: 'Porties laden…',
  gone: 'Deze schermlink werkt niet meer.',
  goneHint: 'De link is ingetrokken of de locatie is niet meer actief. Vraag de beheerder om een nieuwe schermlink.',
  photoMissing: 'Geen foto',
};

export default display;
