const LOCALE = 'nl-NL';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'medium' });
const euroFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** "24 mei 2025" */
export const formatDate = (value: string | Date) => dateFormat.format(new Date(value));
/** "22 november 2026 om 10:15:03" */
export const formatDateTime = (value: string | Date) => dateTimeFormat.format(new Date(value));
/** "€ 234" */
export const formatEuro = (amount: number) => euroFormat.format(amount);
