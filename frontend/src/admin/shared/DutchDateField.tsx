import { DateField, type DateFieldProps } from 'react-admin';

/** Dates in the admin screens are shown in nl-NL format, like everywhere else. */
export function DutchDateField(props: DateFieldProps) {
  return <DateField locales="nl-NL" {...props} />;
}
