import { InvalidInputError } from '../shared/domain-error.js';
import type { Language } from '../shared/language.js';
import { WasteReasonCapReachedError } from './waste.errors.js';

export type WasteReasonLabels = Record<Language, string>;

export interface WasteReasonState {
  code: string;
  labels: WasteReasonLabels;
  archived: boolean;
}

/** Every organisation starts with these; it can archive them and add its own. */
export const DEFAULT_WASTE_REASONS: readonly WasteReasonState[] = [
  { code: 'overproduced', labels: { nl: 'Te veel gekookt', fr: 'Trop cuisiné', en: 'Overproduced' }, archived: false },
  { code: 'returned', labels: { nl: 'Terug van afdeling', fr: 'Retour du service', en: 'Returned from the ward' }, archived: false },
  { code: 'expired', labels: { nl: 'Over datum', fr: 'Date dépassée', en: 'Past its date' }, archived: false },
  { code: 'damaged', labels: { nl: 'Beschadigd of gevallen', fr: 'Abîmé ou tombé', en: 'Damaged or dropped' }, archived: false },
  { code: 'quality', labels: { nl: 'Kwaliteit', fr: 'Qualité', en: 'Quality' }, archived: false },
  { code: 'other', labels: { nl: 'Anders', fr: 'Autre', en: 'Other' }, archived: false },
];

/** At most this many reasons are active at once, so that the kitchen's list stays short enough to tap. */
export const MAX_ACTIVE_REASONS = 20;
export const REASON_LABEL_MAX = 60;
const CODE = /^[a-z][a-z0-9_]{1,39}$/;

/**
 * The organisation's reasons: the defaults, as the tenant's stored rows change them (archived), followed by its own.
 * A stored row with a default's code overrides that default.
 */
export function reasonsOf(stored: readonly WasteReasonState[]): WasteReasonState[] {
  const byCode = new Map(stored.map((reason) => [reason.code, reason]));
  const defaults = DEFAULT_WASTE_REASONS.map((reason) => byCode.get(reason.code) ?? reason);
  const own = stored.filter((reason) => !DEFAULT_WASTE_REASONS.some((d) => d.code === reason.code));
  return [...defaults, ...own];
}

export function activeCodes(reasons: readonly WasteReasonState[]): string[] {
  return reasons.filter((reason) => !reason.archived).map((reason) => reason.code);
}

/** A new reason of the organisation's own: a fresh code, a label in each language, and room among the active ones. */
export function newReason(input: { code: unknown; labels: unknown }, existing: readonly WasteReasonState[]): WasteReasonState {
  if (typeof input.code !== 'string' || !CODE.test(input.code))
    throw InvalidInputError.field('code', 'invalid_format', 'code must be 2 to 40 lowercase letters, digits or _, starting with a letter');
  if (existing.some((reason) => reason.code === input.code)) throw InvalidInputError.field('code', 'duplicate', 'this code is taken');
  const labels = requireLabels(input.labels);
  if (activeCodes(existing).length >= MAX_ACTIVE_REASONS) throw new WasteReasonCapReachedError(MAX_ACTIVE_REASONS);
  return { code: input.code, labels, archived: false };
}

/** Archives a reason (its records keep it) or brings it back, within the cap of active ones. */
export function withArchived(reason: WasteReasonState, archived: boolean, existing: readonly WasteReasonState[]): WasteReasonState {
  if (!archived && reason.archived && activeCodes(existing).length >= MAX_ACTIVE_REASONS)
    throw new WasteReasonCapReachedError(MAX_ACTIVE_REASONS);
  return { ...reason, archived };
}

function requireLabels(labels: unknown): WasteReasonLabels {
  if (typeof labels !== 'object' || labels === null || Array.isArray(labels))
    throw InvalidInputError.field('labels', 'required', 'labels must hold nl, fr and en');
  const result = {} as WasteReasonLabels;
  for (const language of ['nl', 'fr', 'en'] as const) {
    const value: unknown = (labels as Record<string, unknown>)[language];
    const field = `labels.${language}`;
    if (typeof value !== 'string' || value.trim().length === 0) throw InvalidInputError.field(field, 'required', `${field} is required`);
    if (value.trim().length > REASON_LABEL_MAX)
      throw InvalidInputError.field(field, 'too_long', `${field} must be at most ${REASON_LABEL_MAX} characters`, {
        max: REASON_LABEL_MAX,
      });
    result[language] = value.trim();
  }
  return result;
}
