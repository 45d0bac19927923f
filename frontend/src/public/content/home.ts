import {
  Building2,
  Euro,
  GraduationCap,
  Hospital,
  Layers,
  Leaf,
  Lock,
  Recycle,
  ShieldCheck,
  Smartphone,
  UtensilsCrossed,
  Zap,
  HeartHandshake,
} from './icons';

export const HERO = {
  eyebrow: 'Voor zorginstellingen en grootkeukens',
  title: 'Geen voedselverspilling meer in jouw keuken',
  intro:
    'Met Portiepunt biedt je keukenteam overgebleven maaltijdporties in een paar tikken aan. Collega’s reserveren ze en halen ze voordelig op, binnen je eigen organisatie en zonder extra logistiek.',
  primary: 'Gratis demo aanvragen',
  secondary: 'Meer informatie',
  reassurance: ['AVG-proof', 'Geen opstartkosten', 'Maandelijks opzegbaar'],
};

/** The sample app screen next to the hero. */
export const TEASER = {
  label: 'Voorbeeld van het Portiepunt-overzicht',
  location: 'Restaurant Hoofdgebouw',
  available: '15 porties beschikbaar',
  portions: [
    { title: 'Lasagne bolognese', detail: '6 porties · ophalen tot 14:00' },
    { title: 'Groentecurry met rijst', detail: '5 porties · ophalen tot 14:30' },
    { title: 'Kippensoep', detail: '4 porties · ophalen tot 15:00' },
  ],
  reserve: 'Reserveren',
  savedLabel: 'Deze week bespaard',
  savedAmount: 234,
};

export const DIFFERENTIATOR = {
  eyebrow: 'Waarom Portiepunt',
  title: 'Gemaakt voor keukens waar elke portie telt',
  intro:
    'Portiepunt is geen openbare app voor voedseloverschotten, maar een afgeschermd platform voor je eigen organisatie. Zo blijven maaltijden, voedselveiligheid en gegevens binnen de muren van je instelling.',
  pillars: [
    { icon: Lock, title: 'Gesloten systeem', text: 'Alleen je eigen medewerkers zien en reserveren het aanbod.' },
    { icon: UtensilsCrossed, title: 'Per portie', text: 'De keuken biedt losse porties aan, geen hele bakken of pallets.' },
    { icon: Smartphone, title: 'Volledig digitaal', text: 'Aanbieden, reserveren en ophalen gaan zonder papier of telefoontjes.' },
  ],
  benefits: [
    {
      icon: HeartHandshake,
      title: 'Maaltijden redden',
      text: 'Wat na de middag- of avondronde overblijft, gaat niet langer de container in maar naar een collega die nog moet eten.',
    },
    {
      icon: Euro,
      title: 'Voordelig eten',
      text: 'Medewerkers halen een volwaardige warme maaltijd op voor een klein bedrag, ideaal na een late dienst.',
    },
    {
      icon: Recycle,
      title: 'Minder verspilling',
      text: 'Je ziet per week hoeveel porties er gered zijn. Dat helpt bij duurzaamheidsdoelen en bij het bijsturen van de productie.',
    },
    {
      icon: ShieldCheck,
      title: 'AVG-proof',
      text: 'We verwerken alleen wat nodig is, hosten in de Europese Unie en leggen afspraken vast in een verwerkersovereenkomst.',
    },
    {
      icon: Layers,
      title: 'Multi-tenant platform',
      text: 'Elke organisatie heeft een eigen, strikt gescheiden omgeving: van één keuken tot een zorggroep met meerdere locaties.',
    },
    {
      icon: Zap,
      title: 'Realtime updates',
      text: 'Nieuwe porties, reserveringen en ophaaltijden verschijnen meteen op elk scherm, zonder te verversen.',
    },
  ],
};

export const AUDIENCES = {
  title: 'Voor wie',
  intro: 'Portiepunt past overal waar een eigen keuken dagelijks voor veel mensen kookt.',
  cards: [
    {
      icon: Hospital,
      title: 'Ziekenhuizen',
      text: 'Restporties van de patiëntenmaaltijden en het personeelsrestaurant gaan naar collega’s op de afdelingen, ook in de avond- en nachtdienst.',
    },
    {
      icon: Leaf,
      title: 'Woonzorgcentra',
      text: 'Wat de bewoners niet op hebben, is nog prima voor zorgmedewerkers, vrijwilligers en het team van de centrale keuken.',
    },
    {
      icon: GraduationCap,
      title: 'Hogescholen',
      text: 'Het studentenrestaurant biedt aan het eind van de dag porties aan aan medewerkers, zodat er minder overblijft na de lunch.',
    },
    {
      icon: Building2,
      title: 'Bedrijven',
      text: 'Bedrijfsrestaurants en cateraars maken van overschotten een extraatje voor het personeel en rapporteren hun besparing.',
    },
  ],
};

export const CONTACT_SECTION = {
  eyebrow: 'Demo aanvragen',
  title: 'Zie Portiepunt in actie',
  intro:
    'Plan een vrijblijvende demo van een half uur. We laten zien hoe je keuken porties aanbiedt en hoe collega’s reserveren, en denken mee over de invoering op jouw locaties.',
  points: [
    'Een demo met de situatie van jouw instelling',
    'Advies over de invoering per locatie',
    'Geen verplichtingen, geen opstartkosten',
  ],
};
