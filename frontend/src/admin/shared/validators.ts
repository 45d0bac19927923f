import type { Validator } from 'react-admin';

/** A required-field check that shows the form's own Dutch message; react-admin marks the label with an asterisk. */
export const requiredWith = (message: string): Validator =>
  Object.assign((value: unknown) => (value === undefined || value === null || String(value).trim() === '' ? message : undefined), {
    isRequired: true,
  });
