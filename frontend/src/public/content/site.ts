/** Brand, contact details and navigation: the texts that header, footer and several pages share. */
export const BRAND = 'Portiepunt';
export const INFO_EMAIL = 'info@portiepunt.nl';
export const SUPPORT_HOURS = 'maandag tot vrijdag van 9:00 tot 17:00';
export const DEMO_REPLY_PROMISE = 'We reageren binnen 24 uur op elke aanvraag.';

export const DEMO_BUTTON = 'Demo aanvragen';
export const DEMO_HASH_LINK = '/#contact';

export interface NavLinkItem {
  label: string;
  to: string;
}

export const HEADER_LINKS: NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Functies', to: '/functies' },
  { label: 'Prijzen', to: '/prijzen' },
  { label: 'Over ons', to: '/over-ons' },
  { label: 'Contact', to: '/contact' },
  { label: 'Inloggen', to: '/login' },
];

/** The spec's mobile menu leaves out "Over ons"; "Demo aanvragen" follows as a button. */
export const MOBILE_LINKS = HEADER_LINKS.filter((link) => link.to !== '/over-ons');

export const MENU_OPEN_LABEL = 'Menu openen';
export const MENU_CLOSE_LABEL = 'Menu sluiten';
export const MAIN_NAV_LABEL = 'Hoofdnavigatie';
export const SKIP_LINK = 'Naar de inhoud';
export const LANGUAGE_SWITCH_LABEL = 'Taal';

export const FOOTER_COLUMNS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Functies', to: '/functies' },
      { label: 'Prijzen', to: '/prijzen' },
      { label: DEMO_BUTTON, to: DEMO_HASH_LINK },
      { label: 'Status', to: '/status' },
    ],
  },
  {
    title: 'Ondersteuning',
    links: [
      { label: 'Help', to: '/help' },
      { label: 'Documentatie', to: '/documentatie' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Organisatie',
    links: [
      { label: 'Over ons', to: '/over-ons' },
      { label: 'Partner worden', to: '/partners' },
    ],
  },
  {
    title: 'Juridisch',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Voorwaarden', to: '/voorwaarden' },
      { label: 'Cookies', to: '/cookies' },
    ],
  },
];

export const FOOTER_ABOUT =
  'Portiepunt helpt ziekenhuizen, woonzorgcentra, hogescholen en bedrijfsrestaurants om overgebleven maaltijden te redden: de keuken biedt ze aan, collega’s reserveren en halen op.';
export const SUPPORT_LINE = `Support: ${SUPPORT_HOURS}.`;
export const CONTACT_DETAIL_LABELS = { reply: 'Reactietijd en openingstijden', email: 'E-mail' };
export const FOOTER_LEGAL_LINE = 'Alle rechten voorbehouden.';

export const CONTACT_PAGE = {
  eyebrow: 'Contact',
  title: 'Vraag een demo aan',
  intro:
    'Wil je zien hoe Portiepunt werkt in jouw keuken, of heb je een vraag over de invoering? Laat je gegevens achter, dan plannen we samen een moment dat past.',
  asideTitle: 'Wat je kunt verwachten',
  aside: [
    'We bellen of mailen je binnen 24 uur om een demo in te plannen.',
    'In een half uur laten we zien hoe keuken en medewerkers Portiepunt gebruiken.',
    'Je krijgt een offerte op maat voor het aantal locaties van je organisatie.',
  ],
};

export const NOT_FOUND = {
  title: '404 Page Not Found',
  text: 'Deze pagina bestaat niet (meer). Misschien is het adres verkeerd getypt of is de pagina verplaatst.',
  home: 'Terug naar de homepage',
  /** The Dutch line with links: before, the home link, between, the contact link, after. */
  help: {
    before: 'Ga naar de ',
    home: 'homepage',
    between: ' of neem ',
    contact: 'contact',
    after: ' met ons op als je iets zoekt dat hier hoort te staan.',
  },
};
