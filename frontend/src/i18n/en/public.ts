import {
  Building2,
  Euro,
  GraduationCap,
  HeartHandshake,
  Hospital,
  Layers,
  Leaf,
  Lock,
  Recycle,
  ShieldCheck,
  Smartphone,
  UtensilsCrossed,
  Zap,
} from '../../public/content/icons';
import type { SiteTexts } from '../../public/i18n/text-shapes';

// Links keep the Dutch paths: PublicLink leads them to the English pages.
const SUPPORT_HOURS = 'Monday to Friday, 9:00 to 17:00';
const DEMO_BUTTON = 'Book a demo';
const HEADER_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Features', to: '/functies' },
  { label: 'Pricing', to: '/prijzen' },
  { label: 'About', to: '/over-ons' },
  { label: 'Contact', to: '/contact' },
  { label: 'Log in', to: '/login' },
];

export default {
  site: {
    BRAND: 'Portiepunt',
    INFO_EMAIL: 'info@portiepunt.nl',
    SUPPORT_HOURS,
    DEMO_REPLY_PROMISE: 'We reply to every request within 24 hours.',
    DEMO_BUTTON,
    DEMO_HASH_LINK: '/#contact',
    HEADER_LINKS,
    MOBILE_LINKS: HEADER_LINKS.filter((link) => link.to !== '/over-ons'),
    MENU_OPEN_LABEL: 'Open menu',
    MENU_CLOSE_LABEL: 'Close menu',
    MAIN_NAV_LABEL: 'Main navigation',
    SKIP_LINK: 'Skip to content',
    LANGUAGE_SWITCH_LABEL: 'Language',
    FOOTER_COLUMNS: [
      {
        title: 'Product',
        links: [
          { label: 'Features', to: '/functies' },
          { label: 'Pricing', to: '/prijzen' },
          { label: DEMO_BUTTON, to: '/#contact' },
          { label: 'Status', to: '/status' },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Help', to: '/help' },
          { label: 'Documentation', to: '/documentatie' },
          { label: 'Contact', to: '/contact' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About us', to: '/over-ons' },
          { label: 'Become a partner', to: '/partners' },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Privacy', to: '/privacy' },
          { label: 'Terms', to: '/voorwaarden' },
          { label: 'Cookies', to: '/cookies' },
        ],
      },
    ],
    FOOTER_ABOUT:
      'Portiepunt helps hospitals, care homes, colleges and staff restaurants save leftover meals: the kitchen offers them, colleagues reserve them and collect them.',
    SUPPORT_LINE: `Support: ${SUPPORT_HOURS}.`,
    CONTACT_DETAIL_LABELS: { reply: 'Response time and opening hours', email: 'Email' },
    FOOTER_LEGAL_LINE: 'All rights reserved.',
    CONTACT_PAGE: {
      eyebrow: 'Contact',
      title: 'Book a demo',
      intro:
        'Would you like to see how Portiepunt works in your kitchen, or do you have a question about rolling it out? Leave your details and we will find a time that suits you.',
      asideTitle: 'What to expect',
      aside: [
        'We call or email you within 24 hours to arrange a demo.',
        'In half an hour we show you how the kitchen and your staff use Portiepunt.',
        'You receive a tailored quote for the number of locations in your organisation.',
      ],
    },
    NOT_FOUND: {
      title: 'Page not found',
      text: 'This page does not exist (any more). The address may have been mistyped, or the page has moved.',
      home: 'Back to the home page',
      help: {
        before: 'Go to the ',
        home: 'home page',
        between: ' or ',
        contact: 'get in touch',
        after: ' if you are looking for something that should be here.',
      },
    },
  },
  home: {
    HERO: {
      eyebrow: 'For care organisations and large-scale kitchens',
      title: 'No more food waste in your kitchen',
      intro:
        'With Portiepunt, your kitchen team offers leftover portions in a few taps. Colleagues reserve them and collect them at a low price, within your own organisation and without extra logistics.',
      primary: 'Book a free demo',
      secondary: 'Find out more',
      reassurance: ['GDPR compliant', 'No set-up costs', 'Cancel any month'],
    },
    TEASER: {
      label: 'Example of the Portiepunt overview',
      location: 'Main building restaurant',
      available: '15 portions available',
      portions: [
        { title: 'Lasagne bolognese', detail: '6 portions · collect by 14:00' },
        { title: 'Vegetable curry with rice', detail: '5 portions · collect by 14:30' },
        { title: 'Chicken soup', detail: '4 portions · collect by 15:00' },
      ],
      reserve: 'Reserve',
      savedLabel: 'Saved this week',
      savedAmount: 234,
    },
    DIFFERENTIATOR: {
      eyebrow: 'Why Portiepunt',
      title: 'Made for kitchens where every portion counts',
      intro:
        'Portiepunt is not a public surplus-food app but a closed platform for your own organisation. Meals, food safety and data stay within the walls of your institution.',
      pillars: [
        { icon: Lock, title: 'Closed system', text: 'Only your own staff see the offer and can reserve.' },
        { icon: UtensilsCrossed, title: 'By the portion', text: 'The kitchen offers single portions, not whole trays or pallets.' },
        { icon: Smartphone, title: 'Fully digital', text: 'Offering, reserving and collecting without paper or phone calls.' },
      ],
      benefits: [
        {
          icon: HeartHandshake,
          title: 'Save meals',
          text: 'What is left after the lunch or evening round no longer goes in the bin but to a colleague who still needs to eat.',
        },
        {
          icon: Euro,
          title: 'Eat for less',
          text: 'Staff collect a proper hot meal for a small amount, ideal after a late shift.',
        },
        {
          icon: Recycle,
          title: 'Less waste',
          text: 'You see each week how many portions were saved. That supports your sustainability goals and helps you fine-tune production.',
        },
        {
          icon: ShieldCheck,
          title: 'GDPR compliant',
          text: 'We process only what is needed, host in the European Union and set out our commitments in a data processing agreement.',
        },
        {
          icon: Layers,
          title: 'Multi-tenant platform',
          text: 'Every organisation has its own strictly separated environment: from a single kitchen to a care group with many locations.',
        },
        {
          icon: Zap,
          title: 'Real-time updates',
          text: 'New portions, reservations and collection times appear on every screen at once, without refreshing.',
        },
      ],
    },
    AUDIENCES: {
      title: 'Who it is for',
      intro: 'Portiepunt fits wherever an in-house kitchen cooks for many people every day.',
      cards: [
        {
          icon: Hospital,
          title: 'Hospitals',
          text: 'Leftover portions from patient meals and the staff restaurant go to colleagues on the wards, on evening and night shifts too.',
        },
        {
          icon: Leaf,
          title: 'Care homes',
          text: 'What residents have not eaten is still welcome to care staff, volunteers and the central kitchen team.',
        },
        {
          icon: GraduationCap,
          title: 'Colleges',
          text: 'At the end of the day the student restaurant offers portions to staff, so less is left over after lunch.',
        },
        {
          icon: Building2,
          title: 'Businesses',
          text: 'Staff restaurants and caterers turn surplus into a perk for employees and report what they save.',
        },
      ],
    },
    CONTACT_SECTION: {
      eyebrow: 'Book a demo',
      title: 'See Portiepunt in action',
      intro:
        'Book a free, no-obligation demo of half an hour. We show how your kitchen offers portions and how colleagues reserve them, and help you plan the roll-out across your locations.',
      points: [
        'A demo based on your organisation’s situation',
        'Advice on rolling out location by location',
        'No obligation, no set-up costs',
      ],
    },
  },
  pricing: {
    PRICE_ON_REQUEST: 'Price on request',
    QUOTE_BUTTON: 'Request a quote',
    MOST_CHOSEN: 'Most popular',
    HOME_PLANS: [
      {
        name: 'Starter',
        description: 'For an organisation with one kitchen that wants to start saving portions.',
        features: ['1 location', 'Core features', 'Email support', 'GDPR compliant', 'Help with getting started'],
        popular: false,
      },
      {
        name: 'Professional',
        description: 'For care groups and organisations with several kitchens or restaurants.',
        features: ['Multiple locations', 'Detailed reports', 'Priority support', 'Multi-location dashboard', 'Tailored training'],
        popular: true,
      },
    ],
    HOME_PRICING: {
      eyebrow: 'Pricing',
      title: 'A plan that grows with you',
      intro: 'You pay monthly, with no set-up costs and no long contracts. The price depends on the number of locations.',
      customTitle: 'More than 3 locations or need your own integration?',
      customText:
        'For large care groups and caterers we put together a tailored proposal, with unlimited locations, integrations with your own systems and a dedicated account manager.',
      customButton: 'Discuss a custom plan',
    },
  },
  meta: {
    META: {
      home: {
        title: 'Portiepunt | Save leftover portions in care and staff kitchens',
        description:
          'Portiepunt lets the kitchens of hospitals, care homes and businesses offer leftover meal portions to colleagues. Less waste, GDPR compliant, in real time.',
      },
      features: {
        title: 'Features | Portiepunt',
        description:
          'Meal management with photo, allergens and shelf life, staff access, reports, notifications and multiple locations: every feature of Portiepunt at a glance.',
      },
      pricing: {
        title: 'Pricing | Portiepunt',
        description:
          'Starter, Group or Custom: choose the plan that fits your number of locations. Cancel any month, no set-up costs and unlimited users.',
      },
      about: {
        title: 'About us | Portiepunt',
        description: 'Why Portiepunt exists: our mission, our values and our vision of a care sector without food waste.',
      },
      partners: {
        title: 'Partner programme | Portiepunt',
        description:
          'Do you advise care organisations or staff kitchens? Become a Portiepunt partner and earn 10% commission on every subscription you bring in, for as long as the customer stays.',
      },
      help: {
        title: 'Help | Portiepunt',
        description: 'The Portiepunt help centre is being built. Until then, our support team helps you personally on working days.',
      },
      contact: {
        title: 'Contact and demo | Portiepunt',
        description: 'Book a free, no-obligation demo of Portiepunt. We will contact you within 24 hours.',
      },
      status: {
        title: 'System status | Portiepunt',
        description: 'The current status of the Portiepunt web app, API, database and email notifications, with recent updates.',
      },
      documentation: {
        title: 'Documentation | Portiepunt',
        description: 'The guides for Portiepunt kitchen teams, care staff and administrators are being written.',
      },
      privacy: {
        title: 'Privacy statement | Portiepunt',
        description: 'How Portiepunt processes and protects personal data, what your rights are and how to exercise them.',
      },
      thanks: {
        title: 'Thank you | Portiepunt',
        description: 'We have received your request and will be in touch soon.',
        noindex: true,
      },
      terms: {
        title: 'Terms and conditions | Portiepunt',
        description: 'The terms and conditions for using the Portiepunt platform, version 1.0 of 24 May 2025.',
        noindex: true,
      },
      cookies: {
        title: 'Cookie policy | Portiepunt',
        description: 'Which cookies Portiepunt uses and which it does not, how long they are kept and how you manage them yourself.',
      },
      notFound: {
        title: 'Page not found | Portiepunt',
        description: 'This page does not exist (any more).',
        noindex: true,
      },
    },
  },
  legal: {
    LEGAL_LABELS: {
      version: 'Version',
      date: 'Last updated:',
      contents: 'Contents',
      prevails: 'This text is a translation. If it differs from the Dutch version, the Dutch version prevails.',
      prevailsLink: 'Read the Dutch version',
    },
  },
} satisfies SiteTexts;
