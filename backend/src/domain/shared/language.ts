import { InvalidInputError } from './domain-error.js';

/** The languages Portiepunt speaks. Dutch is the source language and everyone's default. */
export const LANGUAGES = ['nl', 'fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'nl';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function requireLanguage(field: string, value: unknown): Language {
  if (!isLanguage(value)) {
    throw InvalidInputError.field(field, 'not_allowed', `${field} must be one of ${LANGUAGES.join(', ')}`, { allowed: [...LANGUAGES] });
  }
  return value;
}
