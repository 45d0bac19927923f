import { useLayoutEffect, useState, type ChangeEvent, type RefObject } from 'react';

/**
 * Text values of a form: read, bind to inputs by name, and reset. A prerendered form can be typed into
 * before the app hydrates it: what was typed then (and a checked consent box) becomes the state, so nothing is lost.
 */
export function useFormValues<T extends Record<string, string>>(initial: T, form?: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState(initial);
  const [consent, setConsent] = useState(false);
  useLayoutEffect(() => {
    if (!form?.current) return;
    const data = new FormData(form.current);
    const typed = Object.keys(initial).flatMap((name) => {
      const value = data.get(name);
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    });
    if (typed.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
    if (data.get('privacyAccepted') === 'on') setConsent(true);
    // Once, on the hydration commit: afterwards the state is the truth.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately only on mount
  }, []);
  const set = (name: keyof T) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name)(event.target.value),
  });
  const reset = () => {
    setValues(initial);
    setConsent(false);
  };
  return { values, set, bind, reset, consent, setConsent };
}

/** The values without empty strings, so that optional fields left blank are not sent. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}
