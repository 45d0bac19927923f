import * as forms from '../../public/content/forms';
import type { FormTexts } from '../../public/i18n/texts';

/** The Dutch public catalogue, forms part. */
export default { forms } satisfies FormTexts;
