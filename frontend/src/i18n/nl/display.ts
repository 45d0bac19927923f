/** The Dutch texts of a location's public screen (`/scherm/{token}`) and of the admin's display links. */
export const SCREEN = {
  pageTitle: (location: string) => `${location} · Nu beschikbaar`,
  available: 'Nu beschikbaar',
  left: 'over',
  of: (total: number) => `van ${total}`,
  until: (time: string) => `Ophalen tot ${time}`,
  empty: 'Er zijn nu geen porties beschikbaar.',
  emptyHint: 'Nieuwe porties verschijnen hier vanzelf zodra de keuken ze aanbiedt.',
  reserve: 'Reserveer in Portiepunt en haal je portie op aan de balie.',
  page: (current: number, total: number) => `Pagina ${current} van ${total}`,
  live: 'Live',
  reconnecting: 'Verbinding herstellen…',
  loading: 'Porties laden…',
  gone: 'Deze schermlink werkt niet meer.',
  goneHint: 'De link is ingetrokken of de locatie is niet meer actief. Vraag de beheerder om een nieuwe schermlink.',
  photoMissing: 'Geen foto',
} as const;

/** The admin's section on a location: links for the screen at the entrance. */
export const DISPLAY_LINKS = {
  title: 'Schermen',
  intro:
    'Een schermlink toont de beschikbare porties van deze locatie live op een scherm, zonder inloggen en zonder namen. Open de link in de browser van het scherm (volledig scherm met F11).',
  create: 'Schermlink maken',
  created: 'Schermlink aangemaakt',
  createFailed: 'De schermlink kon niet worden gemaakt.',
  once: 'Kopieer de link nu: hij wordt maar één keer getoond. Wie de link heeft, ziet het scherm.',
  label: 'Schermlink',
  empty: 'Nog geen schermlinks voor deze locatie.',
  createdAt: 'Aangemaakt',
  revoke: 'Intrekken',
  revokeTitle: 'Schermlink intrekken?',
  revokeContent: 'Het scherm met deze link toont binnen enkele seconden niets meer. Dit kan niet ongedaan worden gemaakt.',
  revoked: 'Schermlink ingetrokken',
  revokeFailed: 'De schermlink kon niet worden ingetrokken.',
  loadFailed: 'De schermlinks konden niet worden geladen.',
} as const;
