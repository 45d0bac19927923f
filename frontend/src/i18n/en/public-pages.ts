import {
  BadgePercent,
  Bell,
  Briefcase,
  Building2,
  Camera,
  ChartColumn,
  ChefHat,
  Cpu,
  HandHeart,
  Leaf,
  LifeBuoy,
  MousePointerClick,
  Recycle,
  ShieldCheck,
  Sparkles,
  TrendingUp,
  Users,
  Zap,
} from '../../public/content/icons';
import type { PageTexts } from '../../public/i18n/text-shapes';

const INFO_EMAIL = 'info@portiepunt.nl';

export default {
  about: {
    ABOUT_PAGE: {
      eyebrow: 'About us',
      title: 'Good food belongs on a plate, not in the bin',
      intro:
        'Portiepunt started in care kitchens. Every day we saw the same thing: meals prepared with care were left over, while colleagues went home after their shift without having eaten.',
      mission: {
        title: 'Our mission',
        paragraphs: [
          'We want no good portion from an institutional kitchen to be thrown away ever again. Not through extra rules or logistics, but by simply connecting the kitchen team with the colleagues in the same organisation.',
          'That is why we are building a platform that fits the daily routine of hospitals, care homes, colleges and staff restaurants: quick for the kitchen, familiar for staff and safe for the organisation.',
        ],
      },
      values: {
        title: 'What we stand for',
        items: [
          {
            icon: HandHeart,
            title: 'Caring for each other',
            text: 'A hot meal after a hard shift is a small gesture that means a lot. We build for the people who care for others.',
          },
          {
            icon: ShieldCheck,
            title: 'Trustworthy',
            text: 'Care organisations trust us with their data. We process as little as possible, secure everything and are open about how.',
          },
          {
            icon: Sparkles,
            title: 'Simplicity',
            text: 'A kitchen has no time for complicated software. Every feature has to work in a few taps.',
          },
          {
            icon: Leaf,
            title: 'Sustainability',
            text: 'Less waste means lower CO₂ emissions and lower waste costs. We make that gain visible.',
          },
        ],
      },
      impact: {
        title: 'Our impact',
        paragraphs: [
          'Every portion collected instead of thrown away saves the ingredients, energy and work that went into it. Portiepunt counts those portions for you, week after week: what was offered, reserved, collected and left behind.',
          'Organisations use these figures to match production more closely, to back up their sustainability goals and to show their staff that they matter.',
        ],
        points: ['Less food waste and lower waste costs', 'An affordable meal for staff', 'Insight to fine-tune production'],
      },
      vision: {
        title: 'Our vision',
        paragraphs: [
          'We picture a care sector where leftover portions go to colleagues as a matter of course, as ordinary as the rota or the coffee machine. A sector that shows sustainable working and being a good employer go hand in hand.',
          'Together with kitchens, facilities teams and partners, we extend Portiepunt step by step, with features that come from everyday practice.',
        ],
      },
      cta: {
        title: 'Reduce waste together?',
        text: 'Tell us about your organisation and we will show you what Portiepunt can do for you.',
        button: 'Get in touch',
      },
    },
  },
  features: {
    FEATURES_PAGE: {
      eyebrow: 'Features',
      title: 'Everything you need to handle leftover portions well',
      intro:
        'From offering in the kitchen to collecting at the counter, Portiepunt takes care of every step, for the kitchen team, staff and the administrators of your organisation.',
      features: [
        {
          icon: Camera,
          title: 'Meal management',
          text: 'The kitchen puts a portion online with a photo, description and shelf life, the 14 statutory allergens, ‘may contain traces of’, diet (vegetarian, vegan, halal, no pork), when it was prepared and how it is stored. Colleagues hide what they do not eat with a personal filter that stays on their device, and the kitchen prints a label for each portion.',
        },
        {
          icon: Users,
          title: 'Staff access',
          text: 'Staff sign in with their own account and see only their organisation’s offer. Administrators decide who is kitchen, staff or administrator.',
        },
        {
          icon: ChartColumn,
          title: 'Reports',
          text: 'See how many portions were offered, reserved and collected, and how much you save. Handy for your sustainability report.',
        },
        {
          icon: ShieldCheck,
          title: 'GDPR compliant',
          text: 'Data is kept strictly separate per organisation, sent encrypted and stored in the European Union.',
        },
        {
          icon: Zap,
          title: 'Real-time updates',
          text: 'Has a portion been reserved or collected? Everyone sees it at once, so nobody turns up at an empty counter.',
        },
        {
          icon: Bell,
          title: 'Notifications',
          text: 'Colleagues are told automatically when new portions are ready, with a reminder before the collection window closes.',
        },
        {
          icon: MousePointerClick,
          title: 'Easy to use',
          text: 'Offering a portion takes less than a minute, reserving one tap. Works on the kitchen computer and on any smartphone.',
        },
        {
          icon: Building2,
          title: 'Multiple locations',
          text: 'Manage all the kitchens and restaurants of your organisation from one place, and let staff filter by their own location.',
        },
      ],
      ctaTitle: 'Curious how it would work in your kitchen?',
      ctaText: 'We are happy to show you how Portiepunt fits the way your team works.',
      ctaButton: 'Get in touch',
    },
  },
  partners: {
    PARTNERS_PAGE: {
      eyebrow: 'Partner programme',
      title: 'Become a partner and help cut waste in care',
      intro:
        'You advise care organisations, schools or staff kitchens and know where meals are left over. Introduce them to Portiepunt and earn a share of every subscription you bring in.',
      moreInfo: 'Find out more',
      apply: 'Become a partner',
      benefits: {
        title: 'What you get as a partner',
        items: [
          {
            icon: BadgePercent,
            title: '10% commission',
            text: 'You receive 10% of the monthly subscription fee for as long as the customer stays. We pay out every month.',
          },
          {
            icon: TrendingUp,
            title: 'A growing market',
            text: 'Organisations have to show that they reduce food waste. Demand for practical solutions grows every year.',
          },
          {
            icon: LifeBuoy,
            title: 'Full support',
            text: 'You get marketing material, training and a personal partner account manager to think along with you.',
          },
          {
            icon: ShieldCheck,
            title: 'A proven concept',
            text: 'Portiepunt runs in care and education kitchens. You recommend a product that proves itself in practice.',
          },
        ],
      },
      types: {
        title: 'Who is the partner programme for?',
        intro: 'You have a network in care, education or food service, and customers who trust you.',
        items: [
          {
            icon: Briefcase,
            title: 'Consultants',
            text: 'Advisers in facilities management, purchasing or operations for care and education organisations.',
          },
          {
            icon: ChefHat,
            title: 'Kitchen equipment suppliers',
            text: 'You supply and maintain large-scale kitchens and talk to chefs and facilities managers every day.',
          },
          {
            icon: Cpu,
            title: 'IT service providers',
            text: 'You support care organisations with their digital workplace and applications.',
          },
          { icon: Recycle, title: 'Sustainability advisers', text: 'You help organisations reduce their CO₂ emissions and waste streams.' },
        ],
      },
      steps: {
        title: 'How it works',
        items: [
          { title: 'Apply', text: 'Fill in the form below. We review your application and get in touch within 2 working days.' },
          {
            title: 'Onboarding and training',
            text: 'You get to know the platform and receive your marketing material and your personal partner link.',
          },
          {
            title: 'Recommend customers',
            text: 'You introduce Portiepunt to your network with your partner link. We take care of the demo and the roll-out.',
          },
          { title: 'Earn commission', text: 'Every month you receive 10% of the subscription of the customers you brought in.' },
        ],
      },
      form: {
        title: 'Apply to become a partner',
        intro: 'Tell us who you are and who you work with. We use your details only to assess your application.',
      },
    },
  },
  pricingPage: {
    PRICE_TOOLTIP: 'The price depends on the number of locations and users. You receive a tailored quote within 24 hours.',
    PRICE_TOOLTIP_LABEL: 'Why price on request?',
    PLANS: [
      {
        name: 'Starter',
        description: 'For smaller sites with one kitchen.',
        features: ['1 location', 'Unlimited users', 'Offer and reserve portions', 'Email support', 'Help with getting started'],
        popular: false,
      },
      {
        name: 'Group',
        description: 'For organisations with a few locations, such as a small care group.',
        features: ['Up to 3 locations', 'Unlimited users', 'Dashboard for all locations', 'Detailed reports', 'Priority support'],
        popular: true,
      },
      {
        name: 'Custom',
        description: 'For large care groups, hospitals and caterers with more than 3 locations.',
        features: [
          'Unlimited locations',
          'Custom integrations',
          'Dedicated account manager',
          'Training for your teams',
          'Tailored service levels',
        ],
        popular: false,
      },
    ],
    PRICING_PAGE: {
      eyebrow: 'Pricing',
      title: 'Fair prices, cancel any month',
      intro: 'Choose the plan that matches the number of locations in your organisation. Every quote is tailored, with no hidden costs.',
      plansTitle: 'Plans',
      faqTitle: 'Frequently asked questions',
      faq: [
        {
          question: 'What does each plan include?',
          answer:
            'Every plan gives full access to the platform, with unlimited users and no set-up costs, so your kitchen team and colleagues can get started straight away.',
        },
        {
          question: 'Can I change plans later?',
          answer: 'Yes. A new plan starts from the next billing period, so you never pay twice.',
        },
        {
          question: 'What if we have more than 3 locations?',
          answer:
            'Then we prepare an enterprise quote with unlimited locations, links with your own systems and a personal account manager.',
        },
        {
          question: 'Am I tied to a long contract?',
          answer: 'No. Every plan can be cancelled monthly, with 30 days’ notice.',
        },
      ],
    },
  },
  privacy: {
    PRIVACY: {
      eyebrow: 'Privacy',
      title: 'Privacy statement',
      intro:
        'Portiepunt works for care organisations, educational institutions and businesses, so handling personal data carefully is the foundation of our product. This statement explains what data we process, why, for how long, and what your rights are.',
      date: '2026-11-25',
      sections: [
        {
          heading: 'Who is responsible?',
          paragraphs: [
            'For data you leave on our website, such as a demo request or a partner application, Portiepunt is the controller.',
            'For data in the platform itself, such as staff accounts and their reservations, the organisation that uses Portiepunt is the controller. Portiepunt is then the processor and acts only under the data processing agreement with that organisation.',
          ],
        },
        {
          heading: 'What data do we process?',
          items: [
            'Demo and contact requests: name, the name and type of your organisation, email address, phone number (if you give it), number of locations and your message.',
            'Partner applications: name, contact details, company, role, experience, network and motivation.',
            'User accounts: name, email address, role and organisation. Passwords are stored only in encrypted (hashed) form.',
            'Use of the platform: portions offered (with their allergens, diet and storage), reservations and collection times.',
            'Technical data: server logs with IP address and time, which we use to prevent abuse and fix faults.',
          ],
        },
        {
          heading: 'Your allergens and diet stay on your own device',
          paragraphs: [
            'On the dashboard you can choose which allergens you avoid and which diet you follow, so that portions that do not suit you are hidden. That says something about your health or beliefs, which makes it special category data.',
            'That is why only your browser keeps these choices, in the local storage of the device on which you make them. They are never sent to Portiepunt: the filtering happens on your own device. Neither we nor your employer know what you avoid. You clear the choices with ‘Clear filter’ or by clearing your browser’s data.',
          ],
        },
        {
          heading: 'What do we use it for?',
          items: [
            'To answer your demo request or partner application (based on your request and our legitimate interest).',
            'To provide the platform to the organisation you work for (performance of the contract).',
            'To secure and improve the platform (legitimate interest).',
            'To meet legal obligations, such as keeping invoices for tax purposes.',
          ],
        },
        {
          heading: 'How long do we keep data?',
          paragraphs: ['The platform deletes this data automatically once the period has passed; every deletion is recorded in the log.'],
          items: [
            'Demo requests and partner applications that do not lead to a customer or partnership: 365 days after receipt.',
            'Requests recognised as spam: 30 days.',
            'Emails sent (such as invitations and notifications): 90 days.',
            'The log of sign-ins and changes: 2 years.',
            'Data in the platform: for as long as your organisation’s subscription runs. The organisation can then export everything, after which we delete the data. A deleted user is made unrecognisable at once; their reservations only count anonymously in the statistics.',
          ],
        },
        {
          heading: 'Who do we share data with?',
          paragraphs: [
            'We never use your data for advertising and never sell it to third parties.',
            'We share data only with the service providers we need to run Portiepunt, such as our hosting provider in the European Union, under data processing agreements. One organisation’s data is never visible to another organisation.',
            'Our website loads no scripts, fonts or images from other parties and uses no analytics or advertising services.',
          ],
        },
        {
          heading: 'How do we protect data?',
          items: [
            'All connections are encrypted.',
            'Every organisation has a strictly separated environment.',
            'Staff see only what their role allows.',
            'We make daily backups and test restoring them.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You have the right to access, correct and delete your data, to restrict its processing and to data portability, and you can object to processing. Do you work for an organisation that uses Portiepunt? Then preferably send your request to your employer; we help them handle it.',
            `Send your request to ${INFO_EMAIL}. We reply within one month. If you are not satisfied with how we handle your data, you can lodge a complaint with the Belgian Data Protection Authority.`,
          ],
        },
        {
          heading: 'Changes',
          paragraphs: ['If we change this privacy statement, we publish the new version on this page with a new date.'],
        },
      ],
    },
  },
  terms: {
    TERMS: {
      eyebrow: 'Terms',
      title: 'Terms and conditions',
      intro:
        'These terms apply to every use of the Portiepunt platform and to every agreement between Portiepunt, a company under Belgian law, and the organisation that subscribes to the platform (the customer).',
      date: '2025-05-24',
      version: '1.0',
      sections: [
        {
          heading: '1. Definitions',
          items: [
            'Platform: the web application with which kitchens offer meal portions and staff reserve and collect them.',
            'Environment: the closed part of the platform for one customer, with all its locations and users.',
            'Users: the people the customer gives access to, in the roles Superadmin, Administrator, Kitchen or Staff.',
          ],
        },
        {
          heading: '2. Subscriptions and prices',
          paragraphs: [
            'The platform is provided as a monthly subscription. The monthly prices are: Starter €49 and Group €89. For Custom, the price in the quote applies. All prices exclude VAT.',
            'Subscriptions are invoiced monthly in advance. Invoices are payable within 14 days of the invoice date. A change of subscription takes effect from the next billing period.',
          ],
        },
        {
          heading: '3. Term and cancellation',
          paragraphs: [
            `The subscription runs monthly and can be cancelled any month with 30 days’ notice. You can cancel by email to ${INFO_EMAIL}.`,
            'After the agreement ends, the customer can request an export of its data within 30 days. After that we delete the data permanently.',
          ],
        },
        {
          heading: '4. Availability and maintenance',
          paragraphs: [
            'We aim for 99.5% availability per calendar year. We announce planned maintenance at least 48 hours in advance and carry it out outside mealtimes as far as possible.',
            'Support is available Monday to Friday, 9:00 to 17:00, except on Belgian public holidays.',
          ],
        },
        {
          heading: '5. Use of the platform',
          items: [
            'The customer makes sure that users keep their login details secret and use the platform only for its intended purpose.',
            'The customer remains responsible for the food safety of the portions its kitchen offers, including correct information on allergens and shelf life.',
            'Portiepunt may temporarily restrict access in case of abuse or a serious security risk, and informs the customer at once.',
          ],
        },
        {
          heading: '6. Data and privacy',
          paragraphs: [
            'The customer owns the data in its environment. Portiepunt processes personal data as a processor, under the data processing agreement and the privacy statement.',
          ],
        },
        {
          heading: '7. Liability',
          paragraphs: [
            'Portiepunt’s liability is limited to the subscription fees the customer paid in the 12 months before the event that caused the damage. Portiepunt is not liable for indirect damage, such as loss of profit.',
          ],
        },
        {
          heading: '8. Changes to the terms',
          paragraphs: [
            'We announce changes to these terms at least 30 days in advance. If the customer does not agree, it can cancel the subscription before the change takes effect.',
          ],
        },
        {
          heading: '9. Applicable law',
          paragraphs: [
            'These terms and every agreement with Portiepunt are governed by Belgian law. Disputes are brought before the competent court of the Belgian city where Portiepunt is established.',
          ],
        },
      ],
    },
  },
  cookies: {
    COOKIES: {
      eyebrow: 'Cookies',
      title: 'Cookie policy',
      intro:
        'Portiepunt uses as few cookies as possible, and only to make the platform work. That is why there is no cookie banner to click away.',
      date: '2025-05-24',
      sections: [
        {
          heading: 'What are cookies?',
          paragraphs: [
            'Cookies are small text files that a website stores in your browser. Similar techniques, such as the browser’s local storage, are covered by the same term in this policy.',
          ],
        },
        {
          heading: 'Which cookies do we use?',
          paragraphs: ['Necessary cookies, without which the platform does not work:'],
          items: [
            'Session cookie: remembers your session while you use the site.',
            'Authentication: keeps you signed in, so you do not have to sign in again on every page.',
            'Language preference: remembers which language you use the platform in.',
          ],
        },
        {
          heading: 'Functional cookies',
          items: [
            'Settings of the dashboard interface, such as the selected tab or the location filter.',
            'Form data kept when you leave a form unexpectedly, so you do not have to start again.',
            'Partner link (pp_ref): if you arrive through a partner’s link, we remember that partner’s code for 90 days, so that your demo request is credited to them.',
          ],
        },
        {
          heading: 'Which cookies do we not use?',
          items: [
            'No cookies for advertising or tracking your browsing.',
            'No third-party analytics cookies.',
            'No social media cookies.',
            'No marketing cookies.',
          ],
        },
        {
          heading: 'How long do we keep cookies?',
          items: [
            'Session cookies: until you close the browser.',
            'Authentication cookies: 30 days at most.',
            'Preference cookies: 1 year at most.',
            'Partner link (pp_ref): 90 days.',
          ],
        },
        {
          heading: 'Managing cookies in your browser',
          paragraphs: ['In your browser’s settings you decide what happens with cookies. You can:'],
          items: ['block all cookies;', 'allow only necessary cookies;', 'allow cookies per visit;', 'delete existing cookies.'],
        },
        {
          heading: 'What happens if you turn cookies off?',
          items: [
            'Signing in may fail, because the platform cannot remember your session.',
            'Your settings, such as your location filter, are not kept.',
          ],
        },
        {
          heading: 'Changes',
          paragraphs: ['If we change this cookie policy, we publish the new version on this page with a new date.'],
        },
        {
          heading: 'Contact',
          paragraphs: [`Questions about cookies? Email us at ${INFO_EMAIL}.`],
        },
      ],
    },
  },
  status: {
    STATUS_PAGE: {
      eyebrow: 'System status',
      title: 'Portiepunt status',
      intro: 'See here whether every part of the platform is working. The status is checked as soon as you open this page.',
      checking: 'Checking status…',
      allOperational: 'All systems operational',
      someDown: 'There is an outage',
      someLimited: 'Not every part is fully working',
      operational: 'Operational',
      down: 'Outage',
      degraded: 'Degraded',
      disabled: 'Not enabled',
      checkedAt: 'Last checked:',
      refresh: 'Check again',
      aboutComponent: 'About',
      componentsTitle: 'Components',
      updatesTitle: 'Recent updates',
      components: {
        web: { name: 'Web application', text: 'The website and the dashboards in your browser.' },
        api: { name: 'API services', text: 'Processing portions, reservations and requests.' },
        database: { name: 'Database', text: 'Storage of all data, kept separate per organisation.' },
        email: {
          name: 'Email notifications',
          text: 'Invitations, links to choose a password and confirmations of requests by email.',
        },
      },
    },
  },
  statusUpdates: {
    STATUS_UPDATES: [
      {
        date: '2026-11-23',
        title: 'Editing portions, photos and fair sharing',
        text: 'The kitchen edits portions from their card, offers an earlier portion again and adds a photo. Everyone keeps one open reservation per portion; administrators can set a maximum per person.',
      },
      {
        date: '2026-11-23',
        title: '‘Not collected’ and analysis by day, week and location',
        text: 'A reservation still open after the end time is now called ‘Not collected’, and the kitchen sees how many there are. Administrators view the figures by day, week or location and export them as CSV.',
      },
      {
        date: '2026-11-22',
        title: 'First version of Portiepunt',
        text: 'Kitchens offer leftover portions, colleagues see them appear live, reserve and collect them. Administrators manage users and locations and see the weekly figures.',
      },
    ],
  },
  underConstruction: {
    HELP_PAGE: {
      eyebrow: 'Help',
      title: 'Help centre under construction',
      intro: 'We are building a help centre with answers to the most common questions from kitchen teams, care staff and administrators.',
      comingTitle: 'What you will find here soon',
      coming: [
        'Offering a portion step by step, with photo and allergens',
        'Reserving and collecting as a member of staff',
        'Managing users and locations as an administrator',
        'Answers about signing in, passwords and notifications',
      ],
      meanwhileTitle: 'Need help?',
      meanwhile: 'Our support team will help you personally.',
    },
    DOCUMENTATION_PAGE: {
      eyebrow: 'Documentation',
      title: 'Documentation in progress',
      intro: 'The Portiepunt guides are being written right now, together with the kitchens and care teams who use the platform every day.',
      comingTitle: 'What you will find here soon',
      coming: [
        'A guide for the kitchen team',
        'A guide for care staff and other colleagues',
        'An administrator guide to users, locations and statistics',
        'Information on security, GDPR and the data processing agreement',
      ],
      meanwhileTitle: 'Need something for your roll-out?',
      meanwhile: 'We are happy to send you the latest documentation personally.',
    },
    CONTACT_US: 'Get in touch',
  },
} satisfies PageTexts;
