/** How long a password may be: checked by the domain's password policy and stated by every DTO that takes one. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
