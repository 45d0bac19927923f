import { ApiError, type FieldError, type FieldErrorCode } from './client';

/**
 * Dutch texts for the API's field error codes: `codes` for any field, `fields` for one field (`'*'` for any code
 * of that field). `{{name}}` takes the entry's params, as i18next does, so that a catalogue moves there unchanged.
 */
export interface FieldErrorCatalogue {
  codes: Partial<Record<FieldErrorCode, string>>;
  fields: Record<string, Partial<Record<FieldErrorCode | '*', string>>>;
  /** For a code that neither part names. */
  fallback: string;
}

/** Fills `{{name}}` from `params`; lists read as "a, b". A param the API left out leaves no trace (weak_password without advice). */
export function fillIn(text: string, params: FieldError['params'] = {}): string {
  return text
    .replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
      const value = params[name];
      if (value === undefined) return '';
      return Array.isArray(value) ? value.join(', ') : String(value);
    })
    .trim();
}

export function fieldErrorText(entry: FieldError, catalogue: FieldErrorCatalogue): string {
  const field = catalogue.fields[entry.field];
  const text = field?.[entry.code] ?? field?.['*'] ?? catalogue.codes[entry.code] ?? catalogue.fallback;
  return fillIn(text, entry.params);
}

/** One Dutch text per refused field (its first refusal) of a 400; null when `error` is no 400 with field errors. */
export function fieldErrorTexts(error: unknown, catalogue: FieldErrorCatalogue): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.errors?.length) return null;
  const texts: Record<string, string> = {};
  for (const entry of error.body.errors) texts[entry.field] ??= fieldErrorText(entry, catalogue);
  return texts;
}
