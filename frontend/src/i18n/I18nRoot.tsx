import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './index';

/**
 * Gives the tree below the product's i18next instance. react-admin's provider (ra-i18n-i18next) registers its own
 * instance as react-i18next's global one, so every page of the product names its instance rather than relying on that.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
