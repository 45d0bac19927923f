import { useState, type ChangeEvent } from 'react';

/** Text values of a form: read, bind to inputs by name, and reset. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof T) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name)(event.target.value),
  });
  const reset = () => setValues(initial);
  return { values, set, bind, reset };
}

/** The values without empty strings, so that optional fields left blank are not sent. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}
