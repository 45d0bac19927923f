import 'i18next';
import type admin from './nl/admin';
import type dashboard from './nl/dashboard';
import type display from './nl/display';
import type shared from './nl/shared';
import type waste from './nl/waste';

/** Keys are checked against the Dutch catalogues, the source language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shared';
    resources: { shared: typeof shared; dashboard: typeof dashboard; admin: typeof admin; display: typeof display; waste: typeof waste };
    returnNull: false;
  }
}
