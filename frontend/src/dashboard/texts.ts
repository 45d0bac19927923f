import type { Role } from '../lib/auth';

/** Every Dutch text of the login page and the dashboards; the quoted ones come verbatim from the spec. */

export const ROLE_LABELS: Record<Role, string> = {
  kitchen: 'Keukenpersoneel',
  staff: 'Zorgpersoneel',
  admin: 'Beheerder',
  superadmin: 'Super Admin',
};

export const PORTION_STATUS_LABELS = {
  available: 'Beschikbaar',
  finished: 'Opgehaald',
  expired: 'Verlopen',
} as const;

/** An available portion of which nothing is left to reserve. */
export const FULLY_BOOKED = 'Volgeboekt';

export const RESERVATION_STATUS_LABELS = {
  reserved: 'Gereserveerd',
  picked_up: 'Opgehaald',
  cancelled: 'Geannuleerd',
} as const;

export const ALLERGENS = ['Gluten', 'Lactose', 'Noten', 'Eieren', 'Vis', 'Soja'] as const;

export const COMMON = {
  allergens: 'Allergenen',
  location: 'Locatie',
} as const;

export const LOGIN = {
  pageTitle: 'Inloggen | Portiepunt',
  pageDescription: 'Log in op Portiepunt om porties aan te bieden, te reserveren of je organisatie te beheren.',
  heading: 'Inloggen',
  intro: 'Log in met het account dat je van je organisatie hebt gekregen.',
  email: 'E-mailadres',
  password: 'Wachtwoord',
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
  submit: 'Inloggen',
  submitting: 'Bezig met inloggen…',
  required: 'Vul alle velden in.',
  failed: 'Ongeldige inloggegevens. Probeer het opnieuw.',
  successTitle: 'Succesvol ingelogd',
  welcome: (firstName: string) => `Welkom terug, ${firstName}!`,
  noAccount: 'Nog geen account voor je organisatie?',
  requestDemo: 'Demo aanvragen',
  backHome: 'Terug naar de homepage',
} as const;

export const DASHBOARD = {
  pageTitle: 'Dashboard | Portiepunt',
  welcome: (firstName: string) => `Welkom, ${firstName}`,
  logout: 'Uitloggen',
  loading: 'Dashboard laden…',
  loadFailed: 'Het dashboard kon niet worden geladen. Probeer het opnieuw.',
  retry: 'Opnieuw proberen',
  genericTitle: 'Welkom bij Portiepunt',
  genericBody: 'Je account heeft nog geen rol met een eigen dashboard. Neem contact op met de beheerder van je organisatie.',
} as const;

export const LIVE = {
  open: 'Live',
  connecting: 'Verbinden…',
  closed: 'Offline',
  openHint: 'Wijzigingen van collega’s verschijnen direct.',
  connectingHint: 'De live verbinding wordt opgezet.',
  closedHint: 'Geen live verbinding; we proberen het automatisch opnieuw.',
} as const;

export const KITCHEN = {
  subtitle: 'Bied restporties aan en geef reserveringen mee aan de balie.',
  addPortion: 'Portie toevoegen',
  formTitle: 'Nieuwe portie',
  title: 'Titel',
  titlePlaceholder: 'Bijv. Lasagne bolognese',
  description: 'Omschrijving',
  descriptionPlaceholder: 'Bijv. Huisgemaakt, met salade',
  location: COMMON.location,
  locationPlaceholder: 'Kies een locatie',
  noActiveLocations: 'Er zijn nog geen actieve locaties. Vraag de beheerder er een toe te voegen.',
  quantity: 'Aantal porties',
  availableUntil: 'Beschikbaar tot',
  allergens: COMMON.allergens,
  addAllergen: (name: string) => `${name} toevoegen`,
  removeAllergen: (name: string) => `${name} verwijderen`,
  noAllergens: 'Geen allergenen gekozen.',
  requiredHint: 'Verplicht veld',
  save: 'Portie opslaan',
  saving: 'Opslaan…',
  cancel: 'Annuleren',
  required: 'Vul alle verplichte velden in.',
  successTitle: 'Portie toevoegen',
  successBody: 'Portie toegevoegd',
  failureTitle: 'Fout bij toevoegen',
  failureBody: 'Er ging iets mis bij het toevoegen van de portie.',
  listTitle: 'Porties',
  empty: 'Nog geen porties. Voeg je eerste restportie toe met ‘Portie toevoegen’.',
  loadFailed: 'De porties konden niet worden geladen.',
  available: (n: number) => `${n} beschikbaar`,
  reserved: (n: number) => `${n} gereserveerd`,
  pickedUp: (n: number) => `${n} opgehaald`,
  total: (n: number) => `Totaal ${n}`,
  until: (when: string) => `Tot ${when}`,
  withdraw: 'Intrekken',
  withdrawConfirm: 'Ja, intrekken',
  withdrawQuestion: 'Deze portie intrekken? Collega’s kunnen haar dan niet meer reserveren en open reserveringen vervallen.',
  keep: 'Niet intrekken',
  withdrawnTitle: 'Portie ingetrokken',
  withdrawFailedTitle: 'Intrekken mislukt',
  openReservations: (n: number) => `Open reserveringen (${n})`,
  noOpenReservations: 'Geen open reserveringen.',
  reservedBy: (name: string, quantity: number) => `${name} · ${quantity} ${quantity === 1 ? 'portie' : 'porties'}`,
  reservedAt: (when: string) => `Gereserveerd ${when}`,
  handOver: 'Meegegeven',
  handOverLabel: (name: string) => `Reservering van ${name} meegegeven`,
  reservationsFailed: 'De reserveringen konden niet worden geladen.',
  statusUpdated: 'Status bijgewerkt',
  statusFailed: 'Status bijwerken mislukt',
  tryAgain: 'Probeer het opnieuw.',
  edit: 'Bewerken',
  editLabel: (title: string) => `${title} bewerken`,
  editTitle: 'Portie bewerken',
  editSave: 'Wijzigingen opslaan',
  updatedTitle: 'Portie bijgewerkt',
  updateFailedTitle: 'Opslaan mislukt',
  fixFields: 'Controleer de gemarkeerde velden.',
  locationFixed: 'De locatie van een aangeboden portie ligt vast.',
  quantityAtLeast: (n: number) => `Minimaal ${n}: zoveel is al gereserveerd of opgehaald.`,
  reoffer: 'Opnieuw aanbieden',
  reofferPlaceholder: 'Kies een eerdere portie',
  reofferHint: 'Neemt titel, omschrijving, allergenen en locatie over.',
  photo: 'Foto',
  photoHint: 'JPEG, PNG of WebP, hooguit 8 MB. Maak een foto of kies een bestand.',
  photoCurrent: 'Huidige foto',
  photoRemove: 'Foto verwijderen',
  photoAlt: (title: string) => `Foto van ${title}`,
  photoFailedTitle: 'Foto opslaan mislukt',
  leftOver: (n: number) => `${n} niet gereserveerd`,
  notPickedUp: (n: number) => `${n} niet opgehaald`,
  notPickedUpSummary: (n: number) => `${n} ${n === 1 ? 'portie' : 'porties'} gereserveerd maar niet opgehaald`,
  locationFilter: COMMON.location,
  allLocations: 'Alle locaties',
  emptyAtLocation: 'Geen porties op deze locatie.',
  activeTitle: 'Actief',
  noActive: 'Geen actieve porties.',
  finishedTitle: (n: number) => `Afgelopen (${n})`,
  holderCount: (name: string, portions: number) => `${name} · ${portions} ${portions === 1 ? 'portie' : 'porties'}`,
  handedOver: (name: string) => `Meegegeven aan ${name}`,
  undo: 'Ongedaan maken',
  undoLabel: (name: string) => `Meegeven aan ${name} ongedaan maken`,
  errors: {
    untilPast: 'Kies een eindtijd in de toekomst.',
    untilTooFar: (days: number) => `De eindtijd mag hooguit ${days} dagen vooruit liggen.`,
    untilMissing: 'Kies een geldige eindtijd.',
    quantityBelowTaken: (n: number) => `Minimaal ${n}: zoveel is al gereserveerd of opgehaald.`,
    quantityRange: 'Kies een aantal van 1 tot 500.',
    title: 'Vul een titel in van hooguit 120 tekens.',
    description: 'De omschrijving mag hooguit 1000 tekens hebben.',
    location: 'Kies een actieve locatie.',
    photoType: 'Kies een foto in JPEG, PNG of WebP.',
    photoTooLarge: 'Deze foto is groter dan 8 MB. Kies een kleinere.',
    titleRequired: 'Vul een titel in.',
    locationRequired: 'Kies een locatie.',
    untilRequired: 'Kies tot wanneer de portie beschikbaar is.',
  },
} as const;

export const STAFF = {
  subtitle: 'Reserveer een restportie uit de keuken en haal haar op bij de balie.',
  tabsLabel: 'Maaltijden en reserveringen',
  tabAvailable: 'Beschikbare maaltijden',
  tabReservations: 'Mijn reserveringen',
  locationFilter: COMMON.location,
  allLocations: 'Alle locaties',
  availableCount: (n: number) => `${n} ${n === 1 ? 'portie' : 'porties'} beschikbaar`,
  emptyAvailable: 'Er zijn op dit moment geen maaltijden beschikbaar. Kijk later nog eens.',
  emptyAvailableAtLocation: 'Op deze locatie zijn op dit moment geen maaltijden beschikbaar.',
  emptyReservations: 'Je hebt nog geen reserveringen. Reserveer een maaltijd bij ‘Beschikbare maaltijden’.',
  loadFailed: 'Failed to fetch portions',
  loadFailedShown: 'De maaltijden konden niet worden geladen.',
  reservationsFailed: 'Je reserveringen konden niet worden geladen.',
  expiringSoon: 'Verloopt binnenkort',
  left: (n: number) => `Nog ${n} beschikbaar`,
  timeLeft: (text: string) => `Nog ${text}`,
  expired: 'Verlopen',
  reserve: 'Reserveer',
  reserving: 'Reserveren…',
  soldOut: 'Uitverkocht',
  reservedTitle: 'Reservering geplaatst',
  reservedBody: (title: string) => `${title} ligt voor je klaar.`,
  reserveFailedTitle: 'Reservering mislukt',
  reserveFailedBody: 'Er ging iets mis bij het plaatsen van de reservering.',
  markPickedUp: 'Markeer als opgehaald',
  statusUpdated: 'Status bijgewerkt',
  statusFailed: 'Status bijwerken mislukt',
  cancel: 'Annuleren',
  cancelQuestion: 'Reservering annuleren? De portie gaat terug naar je collega’s.',
  cancelConfirm: 'Ja, annuleren',
  keep: 'Behouden',
  cancelledTitle: 'Reservering geannuleerd',
  tryAgain: 'Probeer het opnieuw.',
  pickUpBefore: (when: string) => `Ophalen vóór ${when}`,
  reservedAt: (when: string) => `Gereserveerd op ${when}`,
  pickedUpAt: (when: string) => `Opgehaald op ${when}`,
  quantity: (n: number) => `${n} ${n === 1 ? 'portie' : 'porties'}`,
  notPickedUp: 'Niet opgehaald',
  notPickedUpHint: (when: string) => `De portie was tot ${when} beschikbaar.`,
  photoAlt: (title: string) => `Foto van ${title}`,
  newPortion: (title: string) => `Nieuwe portie beschikbaar: ${title}`,
} as const;

/** "2 u 5 min", "45 min", "3 d 4 u": compact enough for a phone card. */
export function durationText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} u` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} u ${rest} min` : `${hours} u`;
  return `${rest} min`;
}
