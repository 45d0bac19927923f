import * as home from '../../public/content/home';
import * as legal from '../../public/content/legal';
import * as meta from '../../public/content/meta';
import * as pricing from '../../public/content/pricing';
import * as site from '../../public/content/site';
import type { SiteTexts } from '../../public/i18n/text-shapes';

/** The Dutch public catalogue, first part: the source texts live in src/public/content. */
export default { site, home, pricing, meta, legal } satisfies SiteTexts;
