import type { ToastInput } from '../../ui/Toast';

/** Labels, value lists and messages of the three public forms. */
export const LABELS = {
  organizationName: 'Naam organisatie',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  institutionType: 'Type instelling',
  numberOfLocations: 'Aantal locaties',
  message: 'Bericht',
  company: 'Bedrijf',
  role: 'Huidige functie',
  experience: 'Relevante ervaring',
  network: 'Je netwerk',
  motivation: 'Motivatie',
};

export const PLACEHOLDERS = {
  select: 'Maak een keuze',
  message: 'Vertel ons kort over je keuken en wat je wilt bereiken.',
  experience: 'Bijvoorbeeld: tien jaar adviseur facilitaire dienstverlening in de zorg.',
  network: 'Met welke zorginstellingen, scholen of bedrijfskeukens werk je samen?',
  motivation: 'Waarom wil je Portiepunt aanbevelen?',
};

/** A value of a form's list: `value` is stored and the same in every language, `label` is translated. */
export interface Option {
  value: string;
  label: string;
}

/** institutionType values on the home form. */
export const HOME_INSTITUTION_TYPES = [
  { value: 'hospital', label: 'Ziekenhuis' },
  { value: 'care-home', label: 'Woonzorgcentrum of verpleeghuis' },
  { value: 'care-group', label: 'Zorggroep' },
  { value: 'university', label: 'Hogeschool of universiteit' },
  { value: 'school', label: 'School' },
  { value: 'corporate', label: 'Bedrijfsrestaurant' },
  { value: 'catering', label: 'Cateraar' },
  { value: 'retail', label: 'Retail' },
  { value: 'hotel', label: 'Hotel' },
  { value: 'other', label: 'Anders' },
] satisfies Option[];

/** numberOfLocations values on the home form. */
export const HOME_LOCATION_COUNTS = [
  { value: '1', label: '1 locatie' },
  { value: '2-5', label: '2 tot 5 locaties' },
  { value: '6-10', label: '6 tot 10 locaties' },
  { value: '10+', label: 'Meer dan 10 locaties' },
] satisfies Option[];

/** institutionType values on the standalone /contact page. */
export const CONTACT_INSTITUTION_TYPES = [
  { value: 'ziekenhuis', label: 'Ziekenhuis' },
  { value: 'rusthuis', label: 'Rusthuis of woonzorgcentrum' },
  { value: 'hogeschool', label: 'Hogeschool' },
  { value: 'bedrijf', label: 'Bedrijf' },
  { value: 'anders', label: 'Anders' },
] satisfies Option[];

/** numberOfLocations values on the standalone /contact page. */
export const CONTACT_LOCATION_COUNTS = [
  { value: '1', label: '1 locatie' },
  { value: '2-3', label: '2 tot 3 locaties' },
  { value: '4-10', label: '4 tot 10 locaties' },
  { value: '10+', label: 'Meer dan 10 locaties' },
] satisfies Option[];

export const CONSENT = {
  before: 'Ik ga akkoord met de ',
  privacy: 'privacyverklaring',
  between: ' en de ',
  terms: 'algemene voorwaarden',
  after: '.',
};

export const FIELD_REQUIRED = 'Dit veld is verplicht.';
export const EMAIL_INVALID = 'Vul een geldig e-mailadres in.';
export const CONSENT_REQUIRED = 'Geef je akkoord om verder te gaan.';
export const REQUIRED_LEGEND = 'Velden met * zijn verplicht.';

export const SUBMIT = {
  demo: 'Demo aanvragen',
  contact: 'Verstuur aanvraag',
  partner: 'Aanmelding versturen',
  sending: 'Bezig met versturen…',
};

export const TOASTS = {
  incomplete: {
    title: 'Incomplete gegevens',
    description: 'Vul alle verplichte velden in en accepteer de voorwaarden.',
    variant: 'destructive',
  },
  demoSent: { title: 'Demo aanvraag verstuurd!', description: 'We nemen binnen 24 uur contact met je op.' },
  failed: { title: 'Er ging iets mis', description: 'Probeer het later opnieuw of neem direct contact op.', variant: 'destructive' },
  partnerConsent: {
    title: 'Privacyverklaring vereist',
    description: 'Je moet akkoord gaan met de privacyverklaring en voorwaarden.',
    variant: 'destructive',
  },
  partnerSent: { title: 'Aanmelding ontvangen!', description: 'Bedankt voor je interesse. We nemen binnen 2 werkdagen contact met je op.' },
} satisfies Record<string, ToastInput>;

export const CONTACT_ALERTS = {
  success: 'Bedankt voor je bericht! We nemen binnen 24 uur contact op.',
  failure: 'Er is iets misgegaan. Probeer het opnieuw.',
};

/** What a plain form post (before the app has loaded) got wrong, as the server names it in `?fout=`. */
export const POSTED_ERRORS = {
  title: 'Je aanvraag is nog niet verstuurd. Controleer deze velden:',
  fields: { ...LABELS, privacyAccepted: 'Akkoord met de privacyverklaring en voorwaarden' } as Record<string, string>,
  limiet: 'Te veel aanvragen vanaf dit adres. Probeer het over tien minuten opnieuw.',
  algemeen: 'Er is iets misgegaan. Probeer het opnieuw.',
};

export const THANK_YOU_PAGE = {
  title: 'Bedankt voor je aanvraag!',
  intro: 'We hebben je gegevens goed ontvangen. Een demo-aanvraag beantwoorden we binnen 24 uur, een partneraanmelding binnen 2 werkdagen.',
  home: 'Terug naar de homepage',
};
