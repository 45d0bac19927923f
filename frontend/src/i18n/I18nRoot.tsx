import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { applyLanguage, i18n, switchLanguage } from './index';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM } from './languages';

/**
 * Gives the tree below the product's i18next instance. react-admin's provider (ra-i18n-i18next) registers its own
 * instance as react-i18next's global one, so every page of the product names its instance rather than relying on that.
 * Leaving the product for the (Dutch) public site gives the page back its Dutch `lang` and formats. A link that names a
 * language (`/login?lang=fr` from the French site, a screen's `/scherm/…?lang=en`) switches to it and remembers it.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const asked = new URLSearchParams(useLocation().search).get(LANGUAGE_PARAM);
  useEffect(() => {
    if (isLanguage(asked)) void switchLanguage(asked);
  }, [asked]);
  useEffect(() => {
    if (isLanguage(i18n.language)) applyLanguage(i18n.language);
    return () => applyLanguage(DEFAULT_LANGUAGE);
  }, []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
