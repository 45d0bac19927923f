import * as forms from '../../public/content/forms';
import type { FormTexts } from '../../public/i18n/text-shapes';

/** The Dutch public catalogue, forms part. */
export default { forms } satisfies FormTexts;
