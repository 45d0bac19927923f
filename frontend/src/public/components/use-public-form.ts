import { useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type RegisterOptions } from 'react-hook-form';
import type { ToastInput } from '../../ui/Toast';
import { useHydrated } from '../../lib/use-hydrated';
import { isEmail } from '../../lib/validation';
import { problemsOf, useRevealFirstProblem } from '../../ui/form-errors';
import { toast, useToasts } from '../../ui/Toast';
import { useFormTexts } from '../i18n/texts';
import { usePostedErrors } from './PostedErrors';

type Texts = Record<string, string>;
type Values<T extends Texts> = T & { privacyAccepted: boolean };

interface Options<T extends Texts> {
  /** The form element's id: what was typed before the app loaded is read from it once. */
  formId: string;
  /** The text fields (selects included) and their empty values. */
  empty: T;
  /** The fields that must be filled in; an `email` field is checked for its format as well, and consent is always asked. */
  required: readonly (keyof T & string)[];
  /** The id of a field's control, so that a submit with problems moves to the first. */
  id: (name: string) => string;
  /** Sends valid values (the consent is true then); resolves when done, the form is then cleared if it says so. */
  send: (values: Values<T>) => Promise<'clear' | 'keep'>;
  /** A toast for a form whose only problem is the missing consent, instead of the general "Incomplete gegevens". */
  consentToast?: ToastInput;
}

/**
 * The public forms' one form hook, on react-hook-form. Before the app has loaded they are plain HTML forms that the
 * browser checks and posts; once it runs (`noValidate` from then on) the app checks them in the page's language:
 * each field says what is wrong, the first one is focused and the "Incomplete gegevens" toast appears.
 */
export function usePublicForm<T extends Texts>({ formId, empty, required, id, send, consentToast }: Options<T>) {
  const { TOASTS, FIELD_REQUIRED, EMAIL_INVALID, CONSENT_REQUIRED } = useFormTexts().forms;
  useToasts();
  const hydrated = useHydrated();
  const blank = { ...empty, privacyAccepted: false } as Values<T>;
  // Read during the hydrating render, while the prerendered form still holds what was typed: nothing typed is lost.
  const [typed] = useState(() => typedBeforeHydration(formId, blank));
  // Untyped inside: the hook's own signature keeps the fields' names and types.
  const form = useForm<FieldValues>({ defaultValues: typed, shouldFocusError: false });
  const { errors, submitCount, isSubmitting } = form.formState;
  const [posted, clearPosted] = usePostedErrors();
  const problems = problemsOf(errors, String, id);
  useRevealFirstProblem(submitCount, problems);

  const rules = (name: string): RegisterOptions<FieldValues> => ({
    validate: (value: unknown) => {
      if (name === 'privacyAccepted') return value === true || CONSENT_REQUIRED;
      const text = String(value ?? '').trim();
      if (required.includes(name) && !text) return FIELD_REQUIRED;
      return name !== 'email' || !text || isEmail(text) || EMAIL_INVALID;
    },
  });
  // Text fields are bound by name and ref; selects and the consent box are controlled (they are Radix widgets).
  const register = (name: keyof T & string) => form.register(name, rules(name));
  const value = <K extends keyof Values<T> & string>(name: K) => form.watch(name) as Values<T>[K];
  const set = (name: keyof Values<T> & string) => (next: string | boolean) =>
    form.setValue(name, next, { shouldValidate: submitCount > 0 });
  const error = (name: keyof Values<T> & string) => (errors[name]?.message as string | undefined) || undefined;

  const onSubmit = (event: FormEvent) => {
    clearPosted();
    return form.handleSubmit(
      async (values) => {
        if ((await send(values as Values<T>)) === 'clear') form.reset(blank);
      },
      (found) => {
        const onlyConsent = Object.keys(found).every((name) => name === 'privacyAccepted');
        toast(onlyConsent && consentToast ? consentToast : TOASTS.incomplete);
      },
    )(event);
  };

  // Every field is registered up front, so that a submit checks the controlled ones too.
  for (const name of [...Object.keys(empty), 'privacyAccepted']) form.register(name, rules(name));

  return { register, value, set, error, onSubmit, noValidate: hydrated, sending: isSubmitting, posted };
}

/** The values typed into the prerendered form before the app took over (none on the server or after a client-side navigation). */
function typedBeforeHydration<V extends Record<string, string | boolean>>(formId: string, blank: V): V {
  // The prerender has no DOM classes (and may have a stand-in document).
  if (typeof HTMLFormElement === 'undefined') return blank;
  const element = document.getElementById(formId);
  if (!(element instanceof HTMLFormElement)) return blank;
  const data = new FormData(element);
  const typed = Object.keys(blank).flatMap((name) => {
    const entry = data.get(name);
    if (name === 'privacyAccepted') return entry === 'on' ? [[name, true]] : [];
    return typeof entry === 'string' && entry !== '' ? [[name, entry]] : [];
  });
  return { ...blank, ...Object.fromEntries(typed) };
}

/** The values without empty strings, so that optional fields left blank are not sent. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}
