import type { Values } from './values';

/** What every section of the portion form gets: the values, a setter, the errors per API field, and ids. */
export interface SectionProps {
  values: Values;
  set: <K extends keyof Values>(name: K, value: Values[K]) => void;
  errors: Partial<Record<string, string>>;
  /** The form's id for a field, unique on the page (several forms can be open). */
  id: (field: string) => string;
  editing: boolean;
}
