import 'i18next';
import type dashboard from './nl/dashboard';
import type shared from './nl/shared';

/** Keys are checked against the Dutch catalogues, the source language. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shared';
    resources: { shared: typeof shared; dashboard: typeof dashboard };
    returnNull: false;
  }
}
