import { DateField, type DateFieldProps } from 'react-admin';
import { LOCALES } from '../../i18n/languages';
import { formatLanguage } from '../../lib/format';

/** Dates in the admin screens follow the reader's language, like every other date and number. */
export function LocalDateField(props: DateFieldProps) {
  return <DateField locales={LOCALES[formatLanguage()]} {...props} />;
}
