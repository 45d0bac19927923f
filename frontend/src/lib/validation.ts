/** A deliberately simple check, like the browser's type=email: something@something.tld. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
