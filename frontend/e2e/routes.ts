import { ABOUT_PAGE } from '../src/public/content/about';
import { COOKIES } from '../src/public/content/cookies';
import { FEATURES_PAGE } from '../src/public/content/features';
import { HERO } from '../src/public/content/home';
import { META } from '../src/public/content/meta';
import { PARTNERS_PAGE } from '../src/public/content/partners';
import { PRICING_PAGE } from '../src/public/content/pricing-page';
import { PRIVACY } from '../src/public/content/privacy';
import { CONTACT_PAGE } from '../src/public/content/site';
import { STATUS_PAGE } from '../src/public/content/status';
import { TERMS } from '../src/public/content/terms';
import { DOCUMENTATION_PAGE, HELP_PAGE } from '../src/public/content/under-construction';

/** Every public route with the h1 and metadata it must show. */
export const PUBLIC_ROUTES = [
  { path: '/', heading: HERO.title, meta: META.home },
  { path: '/functies', heading: FEATURES_PAGE.title, meta: META.features },
  { path: '/prijzen', heading: PRICING_PAGE.title, meta: META.pricing },
  { path: '/over-ons', heading: ABOUT_PAGE.title, meta: META.about },
  { path: '/partners', heading: PARTNERS_PAGE.title, meta: META.partners },
  { path: '/help', heading: HELP_PAGE.title, meta: META.help },
  { path: '/contact', heading: CONTACT_PAGE.title, meta: META.contact },
  { path: '/status', heading: STATUS_PAGE.title, meta: META.status },
  { path: '/documentatie', heading: DOCUMENTATION_PAGE.title, meta: META.documentation },
  { path: '/privacy', heading: PRIVACY.title, meta: META.privacy },
  { path: '/voorwaarden', heading: TERMS.title, meta: META.terms },
  { path: '/cookies', heading: COOKIES.title, meta: META.cookies },
];
