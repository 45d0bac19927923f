import { Suspense, useEffect } from 'react';
import { setFormatLanguage } from '../../lib/format';
import { Outlet } from 'react-router-dom';
import { AppReady } from '../../AppReady';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';
import { usePublicLanguage, useSiteTexts } from '../i18n/texts';

export function PublicLayout() {
  const language = usePublicLanguage();
  // Dates and money on the page follow its language, in the prerendered HTML as in the browser.
  setFormatLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const { SKIP_LINK } = useSiteTexts().site;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#inhoud"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-teal-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {SKIP_LINK}
      </a>
      <ScrollManager />
      <Header />
      <main id="inhoud" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<div className="min-h-screen" />}>
          <Outlet />
          <AppReady />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
