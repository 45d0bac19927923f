import type { ToastInput } from '../../ui/Toast';
import type * as about from '../content/about';
import type * as cookies from '../content/cookies';
import type * as features from '../content/features';
import type * as forms from '../content/forms';
import type * as home from '../content/home';
import type * as legal from '../content/legal';
import type * as meta from '../content/meta';
import type * as partners from '../content/partners';
import type * as pricing from '../content/pricing';
import type * as pricingPage from '../content/pricing-page';
import type * as privacy from '../content/privacy';
import type * as site from '../content/site';
import type * as status from '../content/status';
import type * as statusUpdates from '../content/status-updates';
import type * as terms from '../content/terms';
import type * as underConstruction from '../content/under-construction';

/**
 * The shape of a Dutch texts module with every text widened to `string`, so that a translation must fill every key
 * (and may not add any): icons, numbers and a toast's `variant` stay as they are.
 */
type Texts<T> = T extends ToastInput['variant']
  ? T
  : T extends string
    ? string
    : T extends number | boolean | ((...args: never[]) => unknown)
      ? T
      : T extends readonly (infer Item)[]
        ? Texts<Item>[]
        : { [K in keyof T]: Texts<T[K]> };

/** The public catalogue's first part: header, footer, home page, forms and every page's title. Dutch is the source. */
export interface SiteTexts {
  site: Texts<typeof site>;
  home: Texts<typeof home>;
  pricing: Texts<typeof pricing>;
  meta: Texts<typeof meta>;
  legal: Texts<typeof legal>;
}

/** The forms' labels, value lists and messages, loaded with the first form (on home, when it comes near). */
export interface FormTexts {
  forms: Texts<typeof forms>;
}

/** Its second part: the texts of the pages other than home, loaded with the first of those pages. */
export interface PageTexts {
  about: Texts<typeof about>;
  features: Texts<typeof features>;
  partners: Texts<typeof partners>;
  pricingPage: Texts<typeof pricingPage>;
  privacy: Texts<typeof privacy>;
  terms: Texts<typeof terms>;
  cookies: Texts<typeof cookies>;
  status: Texts<typeof status>;
  statusUpdates: Texts<typeof statusUpdates>;
  underConstruction: Texts<typeof underConstruction>;
}
