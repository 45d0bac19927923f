import type { Role } from '../lib/auth';

/** Every Dutch text of the login page and the dashboards; the quoted ones come verbatim from the spec. */

export const ROLE_LABELS: Record<Role, string> = {
  kitchen: 'Keukenpersoneel',
  staff: 'Zorgpersoneel',
  admin: 'Beheerder',
  superadmin: 'Super Admin',
  partner: 'Partner',
};

export const PORTION_STATUS_LABELS = {
  available: 'Beschikbaar',
  finished: 'Opgehaald',
  expired: 'Verlopen',
} as const;

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
  welcomeFirst: (firstName: string) => `Welkom, ${firstName}!`,
  welcomeBack: (firstName: string) => `Welkom terug, ${firstName}!`,
  noAccount: 'Nog geen account voor je organisatie?',
  requestDemo: 'Demo aanvragen',
  backHome: 'Terug naar de homepage',
} as const;

export const DASHBOARD = {
  pageTitle: 'Dashboard | Portiepunt',
  welcome: (firstName: string) => `Welkom, ${firstName}`,
  logout: 'Uitloggen',
  exportMyData: 'Gegevens exporteren',
  exportMyDataLabel: 'Mijn gegevens exporteren',
  exportMyDataHint: 'Download alles wat Portiepunt over jou bewaart, als JSON-bestand.',
  exportFailed: 'Het exporteren is mislukt. Probeer het opnieuw.',
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
  price: 'Prijs per portie (€)',
  priceHint: 'Leeg: standaardprijs',
  priceInvalid: 'Vul een prijs in van 0 tot 20 euro, bijv. 3,50, of laat het veld leeg.',
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
  viaApiKey: (name: string) => `Via API-sleutel ${name}`,
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
  pricePerPortion: (price: string) => `${price} per portie`,
  reservationPrice: (total: string) => `${total} totaal`,
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

export const PARTNER = {
  subtitle: 'Verwijs organisaties naar Portiepunt en verdien commissie zolang ze klant blijven.',
  linkTitle: 'Jouw partnerlink',
  linkIntro: (rate: string) => `Deel deze link. Vraagt een organisatie via jouw link een demo aan en wordt ze klant, dan ontvang je ${rate} van het maandabonnement.`,
  copy: 'Link kopiëren',
  copied: 'Link gekopieerd',
  copyFailed: 'Kopiëren lukte niet. Selecteer de link en kopieer hem zelf.',
  qrLabel: (link: string) => `QR-code van je partnerlink ${link}`,
  referralsTitle: 'Doorverwezen organisaties',
  referralsEmpty: 'Nog geen doorverwezen organisaties. Deel je link om te beginnen.',
  name: 'Organisatie',
  date: 'Datum',
  status: 'Status',
  plan: 'Abonnement',
  commissionsTitle: 'Commissie per maand',
  commissionsEmpty: 'Nog geen commissie. Na elke maand verschijnt hier wat je hebt verdiend.',
  month: 'Maand',
  amount: 'Bedrag',
  paidOn: 'Uitbetaald op',
  totalPaid: 'Totaal uitbetaald',
  loadFailed: 'Je partnergegevens konden niet worden geladen.',
  referralStatus: { request: 'Aanvraag', customer: 'Klant', ended: 'Beëindigd' } as Record<string, string>,
  commissionStatus: { open: 'Open', closed: 'Afgesloten', paid: 'Uitbetaald' } as Record<string, string>,
  plans: { starter: 'Starter', group: 'Groep', custom: 'Maatwerk' } as Record<string, string>,
} as const;

/** Password pages and "Mijn account". */
export const ACCOUNT = {
  forgotLink: 'Wachtwoord vergeten?',
  forgotTitle: 'Wachtwoord vergeten | Portiepunt',
  forgotDescription: 'Vraag een link aan om een nieuw wachtwoord voor Portiepunt te kiezen.',
  forgotHeading: 'Wachtwoord vergeten',
  forgotIntro: 'Vul het e-mailadres van je account in. We sturen je een link om een nieuw wachtwoord te kiezen.',
  forgotSubmit: 'Stuur mij een link',
  forgotSent:
    'Als dit e-mailadres bij een actief account hoort, staat er een e-mail met een link naar je onderweg. De link is 60 minuten geldig. Zie je niets? Kijk ook in je map met ongewenste e-mail.',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  backToLogin: 'Terug naar inloggen',
  resetTitle: 'Nieuw wachtwoord | Portiepunt',
  resetHeading: 'Kies een nieuw wachtwoord',
  resetIntro: 'Kies een nieuw wachtwoord voor je account. Daarna log je ermee in.',
  setTitle: 'Wachtwoord instellen | Portiepunt',
  setHeading: 'Welkom bij Portiepunt',
  setIntro: 'Kies een wachtwoord voor je account. Daarna log je in met je e-mailadres en dit wachtwoord.',
  linkDescription: 'Kies een wachtwoord voor je account bij Portiepunt.',
  newPassword: 'Nieuw wachtwoord',
  repeatPassword: 'Herhaal het nieuwe wachtwoord',
  currentPassword: 'Huidig wachtwoord',
  passwordHint: 'Minstens 8 tekens. Veelgebruikte wachtwoorden worden geweigerd.',
  save: 'Wachtwoord opslaan',
  saving: 'Bezig met opslaan…',
  tooShort: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
  tooCommon: 'Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.',
  sameAsCurrent: 'Kies een ander wachtwoord dan je huidige.',
  mismatch: 'De twee wachtwoorden zijn niet gelijk.',
  wrongCurrent: 'Dit is niet je huidige wachtwoord.',
  required: 'Vul dit veld in.',
  invalidLink: 'Deze link is ongeldig, al gebruikt of verlopen.',
  requestNewLink: 'Vraag een nieuwe link aan',
  failed: 'Er ging iets mis. Probeer het opnieuw.',
  passwordSet: 'Je wachtwoord is ingesteld. Log in met je nieuwe wachtwoord.',
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
  myAccount: 'Mijn account',
  accountHeading: 'Mijn account',
  accountIntro: 'Je gegevens en je wachtwoord.',
  name: 'Naam',
  email: 'E-mailadres',
  role: 'Rol',
  changePasswordHeading: 'Wachtwoord wijzigen',
  changePasswordIntro: 'Na het wijzigen word je op je andere apparaten uitgelogd.',
  changed: 'Je wachtwoord is gewijzigd.',
  backToDashboard: 'Terug naar het dashboard',
  chooseHeading: 'Kies een nieuw wachtwoord',
  chooseIntro:
    'Je bent ingelogd met een tijdelijk wachtwoord dat iemand anders voor je heeft gekozen. Kies eerst je eigen wachtwoord; daarna kun je verder.',
} as const;
