import { ROLE_LABELS } from '../dashboard/texts';

/** Every Dutch text of the admin and superadmin screens; the quoted ones come verbatim from the spec. */

export const TABS = {
  label: 'Beheer',
  overview: 'Overzicht',
  users: 'Gebruikers',
  locations: 'Locaties',
  analytics: 'Analyse',
  tenants: 'Organisaties',
  contacts: 'Contactaanvragen',
  partnerApplications: 'Partneraanvragen',
  audit: 'Logboek',
  emails: 'E-mail',
} as const;

export const PLAN_LABELS = { starter: 'Starter', group: 'Groep', custom: 'Maatwerk' } as const;

export const CONTACT_STATUS_LABELS = { new: 'Nieuw', contacted: 'Benaderd', converted: 'Geconverteerd' } as const;

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
  totalReservations: 'Reserveringen',
  totalReservationsHint: 'Alle reserveringen van collega’s.',
  totalSaved: 'Geredde porties',
  totalSavedHint: 'Porties die zijn opgehaald in plaats van weggegooid.',
  wasteReduction: 'Minder verspilling',
  wasteReductionHint: 'Het deel van de aangeboden porties dat is opgehaald.',
  loadFailed: 'De statistieken konden niet worden geladen.',
} as const;

export const ANALYTICS = {
  title: 'Analyse',
  intro: 'Porties per week over de laatste 12 weken: aangeboden, gereserveerd, opgehaald en niet opgehaald (no-shows).',
  offered: 'Aangeboden',
  reserved: 'Gereserveerd',
  pickedUp: 'Opgehaald',
  noShows: 'Niet opgehaald',
  week: 'Week van',
  chartLabel: 'Staafdiagram van aangeboden, gereserveerde, opgehaalde en niet opgehaalde porties per week',
  empty: 'Er zijn nog geen porties aangeboden in de laatste 12 weken.',
  loadFailed: 'De weekcijfers konden niet worden geladen.',
} as const;

export const USERS = {
  empty: 'Nog geen gebruikers. Voeg keukenpersoneel, zorgpersoneel of een beheerder toe.',
  required: 'Vul alle velden in.',
  temporaryPassword: 'Tijdelijk wachtwoord',
  temporaryPasswordHint: 'Geef dit wachtwoord persoonlijk door; minstens 8 tekens. De gebruiker kiest bij de eerste keer inloggen een eigen wachtwoord.',
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

export const EMAIL_STATUS_LABELS = { queued: 'In wachtrij', sent: 'Verstuurd', failed: 'Mislukt', held: 'Vastgehouden (geen SMTP)' } as const;

/** Kinds of mail known to the dashboard; an unknown kind is shown as it is. */
export const EMAIL_KIND_LABELS: Record<string, string> = {
  invitation: 'Uitnodiging',
  'password-reset': 'Wachtwoord herstellen',
  'demo-request-confirmation': 'Bevestiging demo-aanvraag',
  'partner-application-confirmation': 'Bevestiging partneraanmelding',
  'lead-alert': 'Melding nieuwe aanvraag',
};

export const ERROR_CODES: Record<string, string | null> = {
  password_already_chosen: USERS.passwordAlreadyChosen,
  email_not_failed: EMAILS.notFailed,
  email_taken: USERS.emailTaken,
  own_access_change: USERS.ownAccess,
  slug_taken: TENANTS.slugTaken,
  status_transition_not_allowed: LEADS.transitionNotAllowed,
  already_converted: LEADS.alreadyConverted,
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
  locations: {
    name: 'Locatie |||| Locaties',
    fields: { name: COMMON.name, address: LOCATIONS.address, isActive: COMMON.active, createdAt: COMMON.createdAt },
  },
  tenants: {
    name: 'Organisatie |||| Organisaties',
    fields: { name: COMMON.name, slug: TENANTS.slug, plan: TENANTS.plan, isActive: COMMON.active, createdAt: COMMON.createdAt },
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
  'api_key.created': 'API-sleutel aangemaakt',
  'api_key.revoked': 'API-sleutel ingetrokken',
  'webhook.created': 'Webhook aangemaakt',
  'webhook.changed': 'Webhook gewijzigd',
  'webhook.deleted': 'Webhook verwijderd',
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

export const DATA_RIGHTS = {
  exportTenant: 'Gegevens exporteren',
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
