export const PRICE_ON_REQUEST = 'Prijs op aanvraag';
export const QUOTE_BUTTON = 'Offerte aanvragen';
export const MOST_CHOSEN = 'Meest gekozen';

export interface Plan {
  name: string;
  description: string;
  features: string[];
  popular: boolean;
}

/** The two plans of the home page's pricing section. */
export const HOME_PLANS: Plan[] = [
  {
    name: 'Starter',
    description: 'Voor een instelling met één keuken die wil beginnen met het redden van porties.',
    features: ['1 locatie', 'Basisfunctionaliteit', 'E-mailondersteuning', 'AVG-compliant', 'Begeleiding bij de implementatie'],
    popular: false,
  },
  {
    name: 'Professioneel',
    description: 'Voor zorggroepen en organisaties met meerdere keukens of restaurants.',
    features: [
      'Meerdere locaties',
      'Uitgebreide rapportages',
      'Ondersteuning met voorrang',
      'Dashboard voor meerdere locaties',
      'Training op maat',
    ],
    popular: true,
  },
];

export const HOME_PRICING = {
  eyebrow: 'Prijzen',
  title: 'Een abonnement dat meegroeit',
  intro: 'Je betaalt per maand, zonder opstartkosten en zonder lange contracten. De prijs stemmen we af op het aantal locaties.',
  customTitle: 'Meer dan 3 locaties of een eigen koppeling nodig?',
  customText:
    'Voor grote zorggroepen en cateraars maken we een voorstel op maat, met onbeperkt locaties, integraties met je eigen systemen en een vaste accountmanager.',
  customButton: 'Maatwerk bespreken',
};
