import * as about from '../../public/content/about';
import * as cookies from '../../public/content/cookies';
import * as features from '../../public/content/features';
import * as partners from '../../public/content/partners';
import * as pricingPage from '../../public/content/pricing-page';
import * as privacy from '../../public/content/privacy';
import * as status from '../../public/content/status';
import * as statusUpdates from '../../public/content/status-updates';
import * as terms from '../../public/content/terms';
import * as underConstruction from '../../public/content/under-construction';
import type { PageTexts } from '../../public/i18n/text-shapes';

/** The Dutch public catalogue, second part: the pages other than home. */
export default {
  about,
  features,
  partners,
  pricingPage,
  privacy,
  terms,
  cookies,
  status,
  statusUpdates,
  underConstruction,
} satisfies PageTexts;
