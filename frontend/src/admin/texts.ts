import type { Allergen } from '../dashboard/portions/food-codes';
import nlShared from '../i18n/nl/shared';

/** The admin's own texts are Dutch until they move into the catalogues: roles and food names from the Dutch one. */
export const ROLE_LABELS = nlShared.roles;
export const FOOD = nlShared.food;
const ALLERGEN_DETAILS: Partial<Record<Allergen, string>> = FOOD.allergenDetails;
export const allergenFullName = (code: Allergen) =>
  ALLERGEN_DETAILS[code] ? `${FOOD.allergenNames[code]} (${ALLERGEN_DETAILS[code]})` : FOOD.allergenNames[code];

/** Every Dutch text of the admin and superadmin screens; the quoted ones come verbatim from the spec. */

export const TABS = {
  label: 'Beheer',
  overview: 'Overzicht',
  users: 'Gebruikers',
  locations: 'Locaties',
  analytics: 'Analyse',
  apiKeys: 'API-sleutels',
  webhooks: 'Webhooks',
  sso: 'Organisatie-account',
  scimTokens: 'SCIM-tokens',
  settlement: 'Prijzen',
  tenants: 'Organisaties',
  contacts: 'Contactaanvragen',
  partnerApplications: 'Partneraanvragen',
  partners: 'Partners',
  commissions: 'Commissies',
  audit: 'Logboek',
  emails: 'E-mail',
} as const;

/** How an edit page names the kind of record before its name. */
export const RECORD_KINDS = { user: 'Gebruiker', location: 'Locatie', tenant: 'Organisatie' } as const;

export const PLAN_LABELS = { starter: 'Starter', group: 'Groep', custom: 'Maatwerk' } as const;

export const CONTACT_STATUS_LABELS = { new: 'Nieuw', contacted: 'Benaderd', converted: 'Geconverteerd', rejected: 'Afgewezen' } as const;

export const PARTNER_STATUS_LABELS = { new: 'Nieuw', contacted: 'Benaderd', accepted: 'Geaccepteerd', rejected: 'Afgewezen' } as const;

/** The roles an admin may give: never superadmin. */
export const ASSIGNABLE_ROLES = (['kitchen', 'staff', 'admin'] as const).map((id) => ({ id, name: ROLE_LABELS[id] }));

export const choices = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

export const COMMON = {
  active: 'Actief',
  inactive: 'Inactief',
  createdAt: 'Aangemaakt op',
  search: 'Zoeken',
  status: 'Status',
  email: 'E-mailadres',
  phone: 'Telefoon',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  name: 'Naam',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  passwordTooShort: 'Het wachtwoord moet minstens 8 tekens lang zijn.',
  genericError: 'Er ging iets mis. Probeer het opnieuw.',
  errorWithReason: (title: string, reason: string) => `${title}: ${reason}`,
} as const;

export const OVERVIEW = {
  title: 'Overzicht',
  totalPortions: 'Aangeboden porties',
  totalPortionsHint: 'Alle porties die de keuken heeft aangeboden.',
  totalReservations: 'Gereserveerd',
  totalReservationsHint: 'Daarvan gereserveerd door collega’s, opgehaald of nog op te halen; geannuleerde tellen niet mee.',
  totalSaved: 'Opgehaald',
  totalSavedHint: 'Daarvan opgehaald: porties die zijn gegeten in plaats van weggegooid.',
  totalNoShows: 'Niet opgehaald',
  totalNoShowsHint:
    'Daarvan nog gereserveerd toen de portie afliep: de collega kwam niet. Wordt het later toch meegegeven, dan telt het als opgehaald.',
  wasteReduction: 'Minder verspilling',
  wasteReductionFraction: (pickedUp: string, offered: string) => `${pickedUp} van ${offered} porties opgehaald`,
  wasteReductionHint: 'Opgehaald gedeeld door aangeboden, over alle aangeboden porties. Porties die nu nog te reserveren zijn tellen mee.',
  impact: 'Impact',
  co2e: (kg: string) => `${kg} kg CO2e bespaard`,
  co2eHint: 'Per opgehaalde maaltijd 2,5 kg CO2-equivalent, de rekenregel die Too Good To Go gebruikt.',
  moneySaved: (euros: string) => `${euros} betaald voor geredde porties`,
  moneySavedHint: 'Wat collega’s betaalden voor opgehaalde porties, tegen de prijs bij het reserveren.',
  notificationsSent: 'Meldingen verstuurd deze week',
  notificationsSentHint: 'E-mails en pushmeldingen aan collega’s sinds maandag.',
  loadFailed: 'De statistieken konden niet worden geladen.',
} as const;

export const ANALYTICS = {
  title: 'Analyse',
  intro:
    'Aangeboden, gereserveerde en opgehaalde porties, met wat dat aan verspilling en CO2e scheelt. Niet opgehaald: nog gereserveerd toen de portie afliep.',
  byDay: 'Per dag',
  byWeek: 'Per week',
  byLocation: 'Per locatie',
  view: 'Weergave',
  location: 'Locatie',
  allLocations: 'Alle locaties',
  introDay: 'De laatste 30 dagen; een portie telt op de dag dat hij werd aangeboden.',
  introWeek: 'De laatste 12 weken; een portie telt in de week dat hij werd aangeboden.',
  introLocation: 'Alle porties ooit aangeboden, per locatie.',
  offered: 'Aangeboden',
  reserved: 'Gereserveerd',
  pickedUp: 'Opgehaald',
  noShows: 'Niet opgehaald',
  wasteReduction: 'Minder verspilling (%)',
  co2eKg: 'CO2e bespaard (kg)',
  moneySaved: 'Betaald (€)',
  day: 'Dag',
  week: 'Week van',
  locationColumn: 'Locatie',
  total: 'Totaal',
  tableLabel: 'Tabel met de cijfers',
  chartLabel: 'Staafdiagram van aangeboden, gereserveerde, opgehaalde en niet opgehaalde porties',
  empty: 'Er zijn in deze periode nog geen porties aangeboden.',
  exportCsv: 'Exporteren als CSV',
  loadFailed: 'De cijfers konden niet worden geladen.',
} as const;

export const FOOD_ANALYTICS = {
  title: 'Allergenen en dieet',
  intro: (days: number) => `Porties van de laatste ${days} dagen per allergeen en dieet. Aandeel: deel van het aangeboden aantal porties.`,
  kind: 'Soort',
  name: 'Allergeen of dieet',
  portions: 'Porties',
  offered: 'Aangeboden',
  share: 'Aandeel (%)',
  contains: 'Bevat',
  mayContain: 'Kan sporen bevatten',
  diet: 'Dieet',
  total: 'Alle porties',
  none: 'Geen allergenen',
  undeclared: 'Allergenen niet opgegeven',
  tableLabel: 'Tabel met porties per allergeen en dieet',
  exportCsv: 'Exporteren als CSV',
  loadFailed: 'De cijfers per allergeen en dieet konden niet worden geladen.',
} as const;

export const SETTLEMENT = {
  title: 'Prijzen en afrekening',
  priceTitle: 'Standaardprijs per portie',
  priceIntro:
    'Nieuwe porties krijgen deze prijs, tenzij de keuken er zelf een opgeeft. Zonder prijs verandert er niets: collega’s reserveren dan gratis.',
  priceLabel: 'Prijs in euro',
  priceHelp: 'Van 0 tot 20 euro, bijv. 3,50. Leeg laten: geen prijs.',
  priceInvalid: 'Vul een prijs in van 0 tot 20 euro, bijv. 3,50, of laat het veld leeg.',
  priceSave: 'Prijs opslaan',
  priceSaved: 'Standaardprijs opgeslagen',
  priceFailed: 'De prijs kon niet worden opgeslagen.',
  current: (price: string) => `Nu: ${price} per portie`,
  none: 'Nu: geen standaardprijs',
  capTitle: 'Reserveringen per persoon',
  capIntro:
    'Zo verdeelt de keuken eerlijk: iemand met dit aantal open reserveringen kan pas weer reserveren als er een is opgehaald of geannuleerd.',
  capLabel: 'Maximum open reserveringen per persoon',
  capHelp: 'Van 1 tot 10. Leeg laten: geen maximum.',
  capInvalid: 'Vul een heel getal in van 1 tot 10, of laat het veld leeg.',
  capSave: 'Maximum opslaan',
  capSaved: 'Maximum opgeslagen',
  capFailed: 'Het maximum kon niet worden opgeslagen.',
  languageTitle: 'Standaardtaal',
  languageIntro: 'De taal van uitnodigingen en van nieuwe gebruikers. Iedereen kan daarna zelf een andere taal kiezen in het dashboard.',
  languageLabel: 'Taal',
  languageSaved: 'Standaardtaal opgeslagen',
  languageFailed: 'De standaardtaal kon niet worden opgeslagen.',
  languageNames: { nl: 'Nederlands', fr: 'Français', en: 'English' },
  capCurrent: (n: number) => `Nu: hooguit ${n} open ${n === 1 ? 'reservering' : 'reserveringen'} per persoon`,
  capNone: 'Nu: geen maximum',
  settlementTitle: 'Maandelijkse afrekening',
  settlementIntro:
    'Per persoon het aantal porties dat in de maand is opgehaald en het totaal, elke reservering tegen de prijs bij het reserveren. Voor de salarisadministratie of de kassa.',
  month: 'Maand',
  download: 'Afrekening downloaden (CSV)',
  downloadFailed: 'De afrekening kon niet worden gedownload.',
  loadFailed: 'De instellingen konden niet worden geladen.',
} as const;

export const PLAN_USAGE = {
  used: (used: number, max: number) => `${used} van ${max} ${max === 1 ? 'locatie' : 'locaties'} gebruikt`,
  unlimited: (used: number) => `${used} ${used === 1 ? 'locatie' : 'locaties'} gebruikt, onbeperkt in je abonnement`,
  plan: (plan: string) => `Abonnement ${plan}`,
  atCap: (plan: string, max: number) =>
    `Je abonnement ${plan} staat ${max} actieve ${max === 1 ? 'locatie' : 'locaties'} toe. Zet een locatie op inactief of kies een groter abonnement.`,
  pricing: 'Bekijk de abonnementen',
} as const;

export const USERS = {
  status: 'Status',
  invitationPending: 'Uitgenodigd',
  empty: 'Nog geen gebruikers. Voeg keukenpersoneel, zorgpersoneel of een beheerder toe.',
  required: 'Vul alle velden in.',
  temporaryPassword: 'Tijdelijk wachtwoord',
  temporaryPasswordHint:
    'Geef dit wachtwoord persoonlijk door; minstens 8 tekens. De gebruiker kiest bij de eerste keer inloggen een eigen wachtwoord.',
  access: 'Toegang',
  accessInvitation: 'Uitnodiging per e-mail (aanbevolen)',
  accessTemporary: 'Met een tijdelijk wachtwoord',
  accessHint: 'Met een uitnodiging kiest de gebruiker zelf een wachtwoord via een link die 72 uur geldig is.',
  invited: 'Gebruiker toegevoegd; de uitnodiging is per e-mail verstuurd',
  resendInvitation: 'Nieuwe uitnodiging sturen',
  invitationResent: 'Nieuwe uitnodiging verstuurd',
  resendFailedTitle: 'Fout bij versturen uitnodiging',
  passwordAlreadyChosen: 'Deze gebruiker heeft al een eigen wachtwoord gekozen.',
  tooCommon: 'Dit wachtwoord wordt te vaak gebruikt. Kies een ander wachtwoord.',
  createFailedTitle: 'Fout bij toevoegen gebruiker',
  created: 'Gebruiker toegevoegd',
  updated: 'Gebruiker bijgewerkt',
  updateFailedTitle: 'Fout bij bijwerken gebruiker',
  emailTaken: 'Er bestaat al een gebruiker met dit e-mailadres.',
  ownAccess: 'Je kunt je eigen account niet deactiveren of je eigen rol verlagen.',
} as const;

export const USER_IMPORT = {
  open: 'Importeren',
  title: 'Gebruikers importeren uit een CSV-bestand',
  intro:
    'De eerste regel noemt de kolommen e-mail, voornaam, achternaam en rol (of email, firstName, lastName, role), in elke volgorde. Gescheiden door komma’s of puntkomma’s (zoals Excel opslaat), UTF-8, met of zonder BOM. Rollen: keuken, personeel (of zorg) of beheerder. Ten hoogste 1.000 regels.',
  template: 'Sjabloon downloaden',
  invitation: 'Elke toegevoegde gebruiker krijgt een uitnodiging per e-mail om zelf een wachtwoord te kiezen.',
  file: 'CSV-bestand',
  chooseFile: 'Bestand kiezen',
  noFile: 'Nog geen bestand gekozen.',
  submit: 'Importeren',
  submitting: 'Bezig met importeren…',
  close: 'Sluiten',
  failedTitle: 'Fout bij importeren',
  badFile: 'Het bestand is niet ingelezen: controleer de kopregel e-mail;voornaam;achternaam;rol en het aantal regels (ten hoogste 1.000).',
  summary: (added: number, skipped: number) =>
    `${added} ${added === 1 ? 'gebruiker' : 'gebruikers'} toegevoegd, ${skipped} ${skipped === 1 ? 'regel' : 'regels'} overgeslagen.`,
  added: 'Toegevoegd',
  skipped: 'Overgeslagen',
  row: 'Regel',
  email: 'E-mailadres',
  reason: 'Reden',
} as const;

export const LOCATIONS = {
  empty: 'Nog geen locaties. Voeg de eerste locatie van je organisatie toe.',
  required: 'Vul ten minste de locatienaam in.',
  address: 'Adres',
  createFailedTitle: 'Fout bij toevoegen locatie',
  updateFailedTitle: 'Fout bij bijwerken locatie',
  created: 'Locatie toegevoegd',
  updated: 'Locatie bijgewerkt',
} as const;

export const TENANTS = {
  empty: 'Nog geen organisaties. Maak er een aan of zet een contactaanvraag om.',
  slug: 'Slug',
  slugHint: 'Kleine letters, cijfers en koppeltekens, bijv. zorggroep-noord.',
  slugInvalid: 'Gebruik 2 tot 60 kleine letters, cijfers en enkele koppeltekens.',
  slugTaken: 'Deze slug is al in gebruik.',
  plan: 'Abonnement',
  firstAdmin: 'Eerste beheerder',
  required: 'Vul alle velden in.',
  created: 'Organisatie aangemaakt',
  updated: 'Organisatie bijgewerkt',
  createFailedTitle: 'Fout bij aanmaken organisatie',
  updateFailedTitle: 'Fout bij bijwerken organisatie',
  users: 'Gebruikers van deze organisatie',
  noUsers: 'Deze organisatie heeft nog geen gebruikers.',
  usersLoadFailed: 'De gebruikers konden niet worden geladen.',
  passwordNote:
    'Wachtwoorden zie of wijzig je hier niet; een gebruiker stelt zijn eigen wachtwoord in. Kan iemand niet meer inloggen, stuur dan een herstelmail.',
  sendReset: 'Herstelmail sturen',
  sendResetLabel: (name: string) => `Herstelmail sturen aan ${name}`,
  resetSent: (email: string) => `Herstelmail verstuurd naar ${email}`,
  resetFailedTitle: 'Fout bij versturen herstelmail',
} as const;

export const LEADS = {
  emptyContacts: 'Nog geen contactaanvragen. Aanvragen via het demoformulier verschijnen hier.',
  emptyPartners: 'Nog geen partneraanvragen. Aanmeldingen via de partnerpagina verschijnen hier.',
  organizationName: 'Organisatie',
  institutionType: 'Type instelling',
  numberOfLocations: 'Aantal locaties',
  message: 'Bericht',
  company: 'Bedrijf',
  role: 'Huidige functie',
  experience: 'Ervaring',
  network: 'Netwerk',
  motivation: 'Motivatie',
  receivedAt: 'Ontvangen op',
  changeStatus: 'Status wijzigen',
  newStatus: 'Nieuwe status',
  noteLabel: 'Notitie (optioneel)',
  reasonLabel: 'Reden van afwijzing',
  reasonHint: 'Verplicht: waarom wordt dit geen klant? Komt in de geschiedenis.',
  noteHint: 'Bijv. wat er is besproken en wat de volgende stap is.',
  saveStatus: 'Status opslaan',
  statusSaved: 'Status bijgewerkt',
  statusFailedTitle: 'Fout bij wijzigen status',
  history: 'Geschiedenis',
  noHistory: 'Nog geen statuswijzigingen.',
  historyEntry: (from: string, to: string) => `${from} → ${to}`,
  changedBy: (name: string, when: string) => `${name}, ${when}`,
  convert: 'Omzetten naar organisatie',
  convertTitle: 'Contactaanvraag omzetten naar organisatie',
  convertIntro: (organization: string) =>
    `De organisatie ‘${organization}’ wordt aangemaakt, met als eerste beheerder de persoon hieronder, die meteen kan inloggen.`,
  convertOnlyContacted: 'Alleen een aanvraag met status Benaderd kan worden omgezet.',
  convertSubmit: 'Omzetten',
  converted: 'Aanvraag omgezet naar organisatie',
  convertFailedTitle: 'Fout bij omzetten',
  deleteContactTitle: 'Contactaanvraag verwijderen',
  deletePartnerTitle: 'Partneraanvraag verwijderen',
  deleteContent: 'De aanvraag en haar geschiedenis worden definitief verwijderd.',
  cancel: 'Annuleren',
  transitionNotAllowed: 'Deze statuswijziging is niet toegestaan.',
  alreadyConverted: 'Deze aanvraag is al omgezet naar een organisatie.',
  convertedInto: 'Omgezet naar organisatie',
  openTenant: 'Organisatie openen',
} as const;

export const API_KEYS = {
  empty: 'Nog geen API-sleutels. Maak een sleutel aan om een keukensysteem, intranet of dashboard te koppelen.',
  required: 'Vul een naam in en kies ten minste één recht.',
  nameHint: 'Bijv. het systeem dat de sleutel gebruikt: Keukensysteem Hoofdgebouw.',
  createFailedTitle: 'Fout bij aanmaken API-sleutel',
  secretTitle: 'API-sleutel aangemaakt',
  revoke: 'Intrekken',
  revokeTitle: 'API-sleutel intrekken',
  revokeContent: 'Systemen die deze sleutel gebruiken, krijgen meteen geen toegang meer.',
} as const;

export const SSO = {
  title: 'Inloggen met het organisatie-account',
  intro:
    'Koppel de inlogdienst van je organisatie (OpenID Connect: Microsoft Entra ID, Google Workspace of SURFconext). Medewerkers loggen dan in met ‘Inloggen met je organisatie-account’.',
  loadFailed: 'De instellingen konden niet worden geladen.',
  redirectUri: 'Redirect-URI om bij de inlogdienst te registreren',
  issuer: 'Issuer-URL',
  issuerHint: 'Bijv. https://login.microsoftonline.com/<directory-id>/v2.0',
  clientId: 'Client-ID',
  clientSecret: 'Clientgeheim',
  clientSecretSet: 'Er is een geheim opgeslagen; het wordt niet meer getoond. Laat dit leeg om het te bewaren.',
  clientSecretNew: 'Wordt versleuteld opgeslagen en daarna nooit meer getoond.',
  domains: 'E-maildomeinen',
  domainsHint: 'Typ een domein en druk op Enter, bijv. zorggroep-delinde.nl.',
  entraTenantId: 'Entra directory-ID (tid)',
  entraTenantIdHint: 'Alleen nodig bij een multi-tenant Entra-registratie (issuer met common of organizations).',
  roleRules: 'Rolregels',
  roleRulesHint:
    'Zonder passende regel wordt iemand Zorgpersoneel; bij meerdere passende regels geldt de hoogste rol. Gebruik de test hieronder om te zien welke claims binnenkomen.',
  claim: 'Claim',
  claimValue: 'Waarde',
  role: 'Rol',
  passwordLoginDisabled: 'Alleen inloggen via de organisatie',
  passwordLoginDisabledHint:
    'Keukenpersoneel en zorgpersoneel kunnen dan niet meer met een wachtwoord inloggen; wie nu met een wachtwoord is ingelogd, wordt uitgelogd. Beheerders houden hun wachtwoord voor als de inlogdienst storing heeft.',
  enabled: 'Ingeschakeld',
  enabledHint: 'Uit: niemand kan via de organisatie inloggen.',
  saved: 'Instellingen opgeslagen',
  saveFailedTitle: 'Fout bij opslaan',
  required: 'Vul dit veld in.',
  testTitle: 'Test',
  testIntro: 'Log echt in bij de inlogdienst, zonder dat iemand wordt ingelogd bij Portiepunt, en zie welke claims binnenkomen.',
  testNeedsSave: 'Sla de instellingen eerst op.',
  test: 'Test',
  testing: 'Bezig…',
  testFailedTitle: 'Test mislukt',
  testResultTitle: 'Ontvangen claims',
  testResultFailed: 'De testcode is verlopen of al gebruikt. Start de test opnieuw.',
  claimName: 'Claim',
} as const;

export const SCIM_TOKENS = {
  empty: 'Nog geen SCIM-tokens. Maak er een aan om gebruikers vanuit je directory (bijv. Entra ID) bij te houden.',
  required: 'Vul een naam in.',
  nameHint: 'Bijv. de directory die het token gebruikt: Entra ID provisioning.',
  baseUrl: (url: string) => `SCIM-basis-URL (tenant-URL): ${url}`,
  createFailedTitle: 'Fout bij aanmaken SCIM-token',
  secretTitle: 'SCIM-token aangemaakt',
  revoke: 'Intrekken',
  revokeTitle: 'SCIM-token intrekken',
  revokeContent: 'De directory die dit token gebruikt, kan meteen geen gebruikers meer bijwerken.',
} as const;

export const SECRET_DIALOG = {
  once: 'Kopieer het geheim nu: het wordt maar één keer getoond. Bewaar het veilig.',
  label: 'Geheim',
  copy: 'Kopiëren',
  copied: 'Gekopieerd',
  done: 'Klaar',
} as const;

export const WEBHOOKS = {
  empty: 'Nog geen webhooks. Laat een ander systeem weten wanneer er porties of reserveringen bijkomen.',
  required: 'Vul een URL in en kies ten minste één gebeurtenis.',
  urlHint: 'Het adres dat de meldingen ontvangt, bijv. https://intranet.voorbeeld.nl/portiepunt.',
  createFailedTitle: 'Fout bij aanmaken webhook',
  updateFailedTitle: 'Fout bij bijwerken webhook',
  updated: 'Webhook bijgewerkt',
  secretTitle: 'Webhook aangemaakt: ondertekeningsgeheim',
  disabledBecause: (reason: string) => `Automatisch uitgeschakeld: ${reason}`,
  deliveries: 'Laatste 50 bezorgingen',
  noDeliveries: 'Nog geen bezorgingen.',
  deliveriesFailed: 'De bezorgingen konden niet worden geladen.',
  event: 'Gebeurtenis',
  status: 'Status',
  attempts: 'Pogingen',
  lastError: 'Laatste fout',
  createdAt: 'Aangemaakt op',
  resend: 'Opnieuw versturen',
  resent: 'Bezorging opnieuw ingepland',
  resendFailed: 'Opnieuw versturen is mislukt.',
  statusLabels: { queued: 'In de wachtrij', sent: 'Bezorgd', failed: 'Mislukt', held: 'Niet verstuurd' },
} as const;

export const WEBHOOK_EVENT_LABELS = {
  'portion.created': 'Portie aangeboden (portion.created)',
  'portion.updated': 'Portie gewijzigd (portion.updated)',
  'reservation.created': 'Reservering geplaatst (reservation.created)',
  'reservation.updated': 'Reservering gewijzigd (reservation.updated)',
} as const;

export const WEBHOOK_EVENT_CHOICES = Object.entries(WEBHOOK_EVENT_LABELS).map(([id, name]) => ({ id, name }));

export const API_KEY_SCOPE_LABELS = {
  'portions:write': 'Porties aanbieden, wijzigen en intrekken (portions:write)',
  'portions:read': 'Porties lezen (portions:read)',
  'stats:read': 'Statistieken lezen (stats:read)',
  'reservations:read': 'Reserveringen lezen (reservations:read)',
} as const;

export const API_KEY_SCOPE_CHOICES = Object.entries(API_KEY_SCOPE_LABELS).map(([id, name]) => ({ id, name }));

export const PARTNERS = {
  empty: 'Nog geen partners. Een partner ontstaat als je een partneraanvraag accepteert.',
  company: 'Bedrijf',
  contactName: 'Contactpersoon',
  referralCode: 'Partnercode',
  commissionRate: 'Commissie (%)',
  commissionRateHint: 'Percentage van het maandabonnement, standaard 10.',
  rateInvalid: 'Kies een percentage van 0 tot 100 met hoogstens twee decimalen.',
  updated: 'Partner bijgewerkt',
  updateFailedTitle: 'Fout bij bijwerken partner',
  referringPartner: 'Doorverwezen door partner',
  none: '–',
} as const;

export const COMMISSIONS = {
  empty: 'Nog geen commissieregels. Na elke maand schrijft het systeem een regel per doorverwezen klant.',
  month: 'Maand',
  monthHint: 'JJJJ-MM, bijv. 2026-10',
  monthInvalid: 'Gebruik JJJJ-MM, bijv. 2026-10.',
  partner: 'Partner',
  tenantName: 'Organisatie',
  kind: 'Soort',
  kinds: { monthly: 'Maand', correction: 'Correctie' } as Record<string, string>,
  activeDays: 'Actieve dagen',
  commissionRate: 'Commissie (%)',
  amount: 'Bedrag',
  status: 'Status',
  statuses: { open: 'Open', closed: 'Afgesloten', paid: 'Uitbetaald' } as Record<string, string>,
  paidOn: 'Uitbetaald op',
  reference: 'Referentie',
  chooseMonth: 'Kies eerst een maand in het filter.',
  close: 'Maand afsluiten',
  closed: 'Maand afgesloten',
  closeFailedTitle: 'Fout bij afsluiten maand',
  exportCsv: 'Uitbetalingen als CSV',
  markPaid: 'Markeer als uitbetaald',
  markPaidTitle: (month: string) => `Commissie over ${month} uitbetaald`,
  paidSaved: 'Uitbetaling vastgelegd',
  paidFailedTitle: 'Fout bij vastleggen uitbetaling',
  required: 'Vul alle velden in.',
} as const;

export const ATTRIBUTION = {
  title: 'Toegekend aan partner',
  intro: 'Commissie over deze klant gaat naar de gekozen partner. Elke wijziging wordt met naam vastgelegd.',
  partner: 'Partner',
  none: 'Geen partner',
  save: 'Partner toekennen',
  saved: 'Toekenning bijgewerkt',
  failedTitle: 'Fout bij wijzigen toekenning',
  history: 'Geschiedenis',
  noHistory: 'Nog geen wijzigingen.',
  entry: (from: string, to: string) => `${from} → ${to}`,
  monthlyPrice: 'Maandprijs Maatwerk (in centen, excl. btw)',
  monthlyPriceHint: 'Alleen voor Maatwerk; Starter kost 4900 en Groep 8900 cent per maand.',
} as const;

/** Dutch errors for the API's error codes; anything else falls back to the server's message. */
export const EMAILS = {
  empty: 'Nog geen e-mails verstuurd.',
  retry: 'Opnieuw versturen',
  retried: 'De e-mail staat weer in de wachtrij',
  retryFailedTitle: 'Fout bij opnieuw versturen',
  notFailed: 'Alleen een mislukte e-mail kan opnieuw worden verstuurd.',
  recipient: 'Ontvanger',
  subject: 'Onderwerp',
  kind: 'Soort',
  attempts: 'Pogingen',
  lastError: 'Laatste fout',
  sentAt: 'Verstuurd op',
} as const;

export const EMAIL_STATUS_LABELS = {
  queued: 'In wachtrij',
  sent: 'Verstuurd',
  failed: 'Mislukt',
  held: 'Vastgehouden (geen SMTP)',
} as const;

/** Kinds of mail known to the dashboard; an unknown kind is shown as it is. */
export const EMAIL_KIND_LABELS: Record<string, string> = {
  invitation: 'Uitnodiging',
  'password-reset': 'Wachtwoord herstellen',
  'demo-request-confirmation': 'Bevestiging demo-aanvraag',
  'partner-application-confirmation': 'Bevestiging partneraanmelding',
  'lead-alert': 'Melding nieuwe aanvraag',
  'new-portions': 'Nieuwe porties',
  'portion-digest': 'Overzicht van porties',
  'pickup-reminder': 'Herinnering ophalen',
};

export const ERROR_CODES: Record<string, string | null> = {
  password_already_chosen: USERS.passwordAlreadyChosen,
  email_not_failed: EMAILS.notFailed,
  email_taken: USERS.emailTaken,
  own_access_change: USERS.ownAccess,
  slug_taken: TENANTS.slugTaken,
  status_transition_not_allowed: LEADS.transitionNotAllowed,
  already_converted: LEADS.alreadyConverted,
  month_not_ended: 'Deze maand is nog niet voorbij en kan nog niet worden afgesloten.',
  month_not_closed: 'Sluit de maand eerst af.',
  already_paid: 'Deze commissie is al als uitbetaald gemarkeerd.',
  partner_email_taken: 'Er bestaat al een gebruiker met dit e-mailadres; er kan geen partneraccount voor worden gemaakt.',
  sso_domain_taken: 'Een van deze domeinen hoort al bij de inlogdienst van een andere organisatie.',
  sso_provider_unreachable: 'De inlogdienst is niet bereikbaar op deze issuer-URL. Controleer de URL.',
  sso_configuration_not_found: 'Sla de instellingen eerst op.',
  scim_token_not_found: 'Dit SCIM-token bestaat niet (meer).',
  // The server words this one in Dutch already, naming the plan and its limit.
  location_cap_reached: null,
};

/** Field and resource names for react-admin's own labels (list headers, page titles, buttons). */
export const resourceMessages = {
  users: {
    name: 'Gebruiker |||| Gebruikers',
    fields: {
      email: COMMON.email,
      firstName: COMMON.firstName,
      lastName: COMMON.lastName,
      role: 'Rol',
      isActive: COMMON.active,
      createdAt: COMMON.createdAt,
      password: USERS.temporaryPassword,
      access: USERS.access,
    },
  },
  emails: {
    name: 'E-mail |||| E-mails',
    fields: {
      recipient: EMAILS.recipient,
      subject: EMAILS.subject,
      kind: EMAILS.kind,
      status: COMMON.status,
      attempts: EMAILS.attempts,
      lastError: EMAILS.lastError,
      createdAt: COMMON.createdAt,
      sentAt: EMAILS.sentAt,
    },
  },
  webhooks: {
    name: 'Webhook |||| Webhooks',
    fields: {
      url: 'URL',
      events: 'Gebeurtenissen',
      enabled: COMMON.active,
      disabledReason: 'Reden uitgeschakeld',
      createdAt: COMMON.createdAt,
    },
  },
  'scim-tokens': {
    name: 'SCIM-token |||| SCIM-tokens',
    fields: { name: COMMON.name, createdAt: COMMON.createdAt, lastUsedAt: 'Laatst gebruikt' },
  },
  'api-keys': {
    name: 'API-sleutel |||| API-sleutels',
    fields: {
      name: COMMON.name,
      prefix: 'Begin van de sleutel',
      scopes: 'Rechten',
      createdAt: COMMON.createdAt,
      lastUsedAt: 'Laatst gebruikt',
    },
  },
  locations: {
    name: 'Locatie |||| Locaties',
    fields: { name: COMMON.name, address: LOCATIONS.address, isActive: COMMON.active, createdAt: COMMON.createdAt },
  },
  tenants: {
    name: 'Organisatie |||| Organisaties',
    fields: {
      name: COMMON.name,
      slug: TENANTS.slug,
      plan: TENANTS.plan,
      isActive: COMMON.active,
      createdAt: COMMON.createdAt,
      partnerId: ATTRIBUTION.partner,
      monthlyPriceCents: ATTRIBUTION.monthlyPrice,
    },
  },
  partners: {
    name: 'Partner |||| Partners',
    fields: {
      company: PARTNERS.company,
      contactName: PARTNERS.contactName,
      email: COMMON.email,
      referralCode: PARTNERS.referralCode,
      commissionRate: PARTNERS.commissionRate,
      isActive: COMMON.active,
      createdAt: COMMON.createdAt,
    },
  },
  commissions: {
    name: 'Commissieregel |||| Commissieregels',
    fields: {
      month: COMMISSIONS.month,
      partnerId: COMMISSIONS.partner,
      tenantName: COMMISSIONS.tenantName,
      kind: COMMISSIONS.kind,
      activeDays: COMMISSIONS.activeDays,
      commissionRate: COMMISSIONS.commissionRate,
      amountCents: COMMISSIONS.amount,
      status: COMMISSIONS.status,
      paidOn: COMMISSIONS.paidOn,
      paymentReference: COMMISSIONS.reference,
      createdAt: COMMON.createdAt,
    },
  },
  contacts: {
    name: 'Contactaanvraag |||| Contactaanvragen',
    fields: {
      organizationName: LEADS.organizationName,
      firstName: COMMON.firstName,
      lastName: COMMON.lastName,
      email: COMMON.email,
      phone: COMMON.phone,
      institutionType: LEADS.institutionType,
      numberOfLocations: LEADS.numberOfLocations,
      message: LEADS.message,
      status: COMMON.status,
      createdAt: LEADS.receivedAt,
      partnerId: PARTNERS.referringPartner,
    },
  },
  'partner-applications': {
    name: 'Partneraanvraag |||| Partneraanvragen',
    fields: {
      firstName: COMMON.firstName,
      lastName: COMMON.lastName,
      email: COMMON.email,
      phone: COMMON.phone,
      company: LEADS.company,
      role: LEADS.role,
      experience: LEADS.experience,
      network: LEADS.network,
      motivation: LEADS.motivation,
      status: COMMON.status,
      createdAt: LEADS.receivedAt,
    },
  },
};

/** Keys react-admin 5 has that ra-language-dutch (written for version 4) lacks. */
export const raMissingMessages = {
  ra: {
    action: {
      reset: 'Herstellen',
      search_columns: 'Kolommen zoeken',
      select_all_button: 'Alles selecteren',
      update_application: 'Applicatie herladen',
    },
    page: { access_denied: 'Geen toegang', authentication_error: 'Authenticatiefout' },
    message: {
      access_denied: 'Je hebt niet de juiste rechten voor deze pagina.',
      authentication_error: 'De authenticatieserver gaf een fout; je gegevens konden niet worden gecontroleerd.',
      auth_error: 'Er ging iets mis bij het controleren van je sessie.',
      clear_array_input: 'Weet je zeker dat je de hele lijst wilt leegmaken?',
      select_all_limit_reached: 'Er zijn te veel items om alles te selecteren. Alleen de eerste %{max} zijn geselecteerd.',
      placeholder_data_warning: 'Netwerkprobleem: de gegevens konden niet worden ververst.',
    },
    navigation: {
      clear_filters: 'Filters wissen',
      no_filtered_results: 'Geen resultaten voor %{name} met de huidige filters.',
    },
    auth: { email: COMMON.email },
    notification: {
      application_update_available: 'Er is een nieuwe versie beschikbaar.',
      offline: 'Geen verbinding. De gegevens konden niet worden opgehaald.',
    },
    validation: { unique: 'Moet uniek zijn' },
    guesser: { empty: { title: 'Geen gegevens om te tonen', message: 'Controleer de data provider' } },
  },
};

export const AUDIT = {
  tab: 'Logboek',
  empty: 'Nog geen handelingen vastgelegd.',
  at: 'Tijdstip',
  action: 'Handeling',
  actor: 'Door',
  system: 'Systeem',
  anonymous: 'Onbekend',
  target: 'Betreft',
  ip: 'IP-adres',
  tenant: 'Organisatie',
  from: 'Vanaf',
  until: 'Tot en met',
} as const;

/** Each dotted action as the log shows it. */
export const AUDIT_ACTION_LABELS = {
  'auth.login_succeeded': 'Ingelogd',
  'auth.login_failed': 'Inloggen mislukt',
  'auth.password_changed': 'Wachtwoord gewijzigd',
  'auth.password_reset': 'Wachtwoord hersteld',
  'user.invited': 'Uitnodiging verstuurd',
  'user.created': 'Gebruiker toegevoegd',
  'user.changed': 'Gebruiker gewijzigd',
  'user.role_changed': 'Rol gewijzigd',
  'user.deactivated': 'Gebruiker gedeactiveerd',
  'user.erased': 'Gebruiker gewist',
  'user.exported': 'Eigen gegevens geëxporteerd',
  'location.created': 'Locatie toegevoegd',
  'location.changed': 'Locatie gewijzigd',
  'portion.withdrawn': 'Portie ingetrokken',
  'api_key.created': 'API-sleutel aangemaakt',
  'api_key.revoked': 'API-sleutel ingetrokken',
  'webhook.created': 'Webhook aangemaakt',
  'webhook.changed': 'Webhook gewijzigd',
  'webhook.deleted': 'Webhook verwijderd',
  'display_link.created': 'Schermlink aangemaakt',
  'display_link.revoked': 'Schermlink ingetrokken',
  'tenant.created': 'Organisatie aangemaakt',
  'tenant.changed': 'Organisatie gewijzigd',
  'tenant.exported': 'Organisatiegegevens geëxporteerd',
  'tenant.erased': 'Organisatie gewist',
  'lead.status_changed': 'Status aanvraag gewijzigd',
  'lead.converted': 'Aanvraag omgezet in klant',
  'lead.erased': 'Aanvraag gewist',
  'retention.leads_erased': 'Bewaartermijn: oude aanvragen gewist',
  'retention.spam_erased': 'Bewaartermijn: spam gewist',
  'retention.emails_erased': 'Bewaartermijn: oude e-mails gewist',
  'retention.audit_erased': 'Bewaartermijn: oude logregels gewist',
} as const;

/** The kind of thing an entry concerns, in the "Betreft" column. */
export const AUDIT_TARGET_LABELS = {
  user: 'Gebruiker',
  location: 'Locatie',
  portion: 'Portie',
  tenant: 'Organisatie',
  api_key: 'API-sleutel',
  webhook: 'Webhook',
  display_link: 'Schermlink',
  contact_request: 'Demo-aanvraag',
  partner_application: 'Partneraanmelding',
} as const;

export const DATA_RIGHTS = {
  exportTenant: 'Alle gegevens van de organisatie',
  exportTenantHint: 'Alle gegevens van je organisatie als ZIP-bestand, met per soort een JSON- en een CSV-bestand.',
  exportFailed: 'Het exporteren is mislukt. Probeer het opnieuw.',
  eraseUser: 'Gebruiker wissen',
  eraseUserTitle: 'Gebruiker definitief wissen?',
  eraseUserContent:
    'Naam en e-mailadres worden vervangen en de gebruiker kan nooit meer inloggen. Reserveringen blijven anoniem bewaard voor de statistieken. Dit kan niet ongedaan worden gemaakt.',
  userErased: 'Gebruiker gewist',
  eraseTenant: 'Organisatie wissen',
  eraseTenantTitle: 'Organisatie met alle gegevens wissen?',
  eraseTenantContent: (slug: string) =>
    `Alle gebruikers, locaties, porties en reserveringen van deze organisatie worden definitief verwijderd. Typ de slug “${slug}” om te bevestigen.`,
  eraseTenantInactiveOnly: 'Deactiveer de organisatie eerst; alleen een inactieve organisatie kan worden gewist.',
  slugLabel: 'Slug ter bevestiging',
  cancel: 'Annuleren',
  confirmErase: 'Definitief wissen',
  tenantErased: 'Organisatie gewist',
  eraseFailed: 'Wissen mislukt',
} as const;
