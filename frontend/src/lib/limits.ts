/** Field lengths that the leads API accepts; the inputs stop there so that people never hit a 400. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;
export const MESSAGE_MAX = 5000;
export const TEXT_MAX = 2000;
