import type { Validator } from 'react-admin';

/** A required-field check that shows the form's own Dutch message. */
export const requiredWith =
  (message: string): Validator =>
  (value) =>
    value === undefined || value === null || String(value).trim() === '' ? message : undefined;
