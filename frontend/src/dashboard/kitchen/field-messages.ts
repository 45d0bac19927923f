import { ApiError } from '../../api/client';
import { KITCHEN } from '../texts';

/** The API's field messages are English; each known one gets its Dutch sentence, any other is shown as sent. */
const DUTCH: [RegExp, (match: RegExpExecArray) => string][] = [
  [/availableUntil must be in the future/, () => KITCHEN.errors.untilPast],
  [/availableUntil must be at most (\d+) days ahead/, (m) => KITCHEN.errors.untilTooFar(Number(m[1]))],
  [/availableUntil must be a date-time/, () => KITCHEN.errors.untilMissing],
  [/totalQuantity may not be below the (\d+) already/, (m) => KITCHEN.errors.quantityBelowTaken(Number(m[1]))],
  [/totalQuantity must be an integer/, () => KITCHEN.errors.quantityRange],
  [/title must be/, () => KITCHEN.errors.title],
  [/description must be/, () => KITCHEN.errors.description],
  [/locationId/, () => KITCHEN.errors.location],
  [/photo must be a JPEG/, () => KITCHEN.errors.photoType],
];

export type FieldErrors = Partial<Record<string, string>>;

/** The messages per field of a refused save, in Dutch; empty when the refusal was not about fields. */
export function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 413) return { photo: KITCHEN.errors.photoTooLarge };
  const fields = error.body?.errors ?? {};
  const codes = error.body?.fieldCodes ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => {
      const coded = codes[field] && KITCHEN.fieldCodes[codes[field]];
      // The limit from preparation to pick-up names its hours: the server's Dutch sentence says it best.
      if (coded) return [field, coded];
      const message = messages[0] ?? '';
      for (const [pattern, dutch] of DUTCH) {
        const match = pattern.exec(message);
        if (match) return [field, dutch(match)];
      }
      return [field, message];
    }),
  );
}
