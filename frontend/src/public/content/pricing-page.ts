import type { Plan } from './pricing';

export const PRICE_TOOLTIP = 'De prijs hangt af van het aantal locaties en gebruikers. Je ontvangt binnen 24 uur een offerte op maat.';
export const PRICE_TOOLTIP_LABEL = 'Waarom prijs op aanvraag?';

/** The three plans of /prijzen. */
export const PLANS: Plan[] = [
  {
    name: 'Starter',
    description: 'Voor kleinere locaties met één keuken.',
    features: [
      '1 locatie',
      'Onbeperkt gebruikers',
      'Porties aanbieden en reserveren',
      'E-mailondersteuning',
      'Begeleiding bij de implementatie',
    ],
    popular: false,
  },
  {
    name: 'Groep',
    description: 'Voor organisaties met een paar locaties, zoals een kleine zorggroep.',
    features: [
      'Maximaal 3 locaties',
      'Onbeperkt gebruikers',
      'Dashboard voor alle locaties',
      'Uitgebreide rapportages',
      'Ondersteuning met voorrang',
    ],
    popular: true,
  },
  {
    name: 'Maatwerk',
    description: 'Voor grote zorggroepen, ziekenhuizen en cateraars met meer dan 3 locaties.',
    features: [
      'Onbeperkt locaties',
      'Integraties op maat',
      'Vaste accountmanager',
      'Training voor je teams',
      'Afspraken over service op maat',
    ],
    popular: false,
  },
];

export const PRICING_PAGE = {
  eyebrow: 'Prijzen',
  title: 'Eerlijke prijzen, per maand opzegbaar',
  intro: 'Kies het abonnement dat past bij het aantal locaties van je organisatie. Elke offerte is op maat, zonder verborgen kosten.',
  plansTitle: 'Abonnementen',
  faqTitle: 'Veelgestelde vragen',
  faq: [
    {
      question: 'Wat zit er in elk abonnement?',
      answer:
        'Elk abonnement geeft volledige toegang tot het platform, met onbeperkt gebruikers en zonder opstartkosten. Je keukenteam en collega’s kunnen dus meteen aan de slag.',
    },
    {
      question: 'Kan ik later van abonnement wisselen?',
      answer: 'Ja. Een ander abonnement gaat in vanaf de volgende factuurperiode, zodat je nooit dubbel betaalt.',
    },
    {
      question: 'Wat als we meer dan 3 locaties hebben?',
      answer:
        'Dan maken we een enterprise-offerte met onbeperkt locaties, koppelingen met je eigen systemen en een persoonlijke accountmanager.',
    },
    {
      question: 'Zit ik vast aan een lang contract?',
      answer: 'Nee. Alle abonnementen zijn maandelijks opzegbaar, met een opzegtermijn van 30 dagen.',
    },
  ],
};
