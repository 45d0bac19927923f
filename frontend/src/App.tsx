import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppReady } from './AppReady';
import { PublicLayout } from './public/components/PublicLayout';
import { ToastHost } from './ui/ToastHost';
import HomePage from './public/pages/HomePage';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n/languages';
import { PAGE_KEYS, PAGE_PATHS, type PageKey } from './public/i18n/paths';

// Every page but home loads on demand, so that opening / stays within the JavaScript budget.
const FeaturesPage = lazy(() => import('./public/pages/FeaturesPage'));
const PricingPage = lazy(() => import('./public/pages/PricingPage'));
const AboutPage = lazy(() => import('./public/pages/AboutPage'));
const PartnersPage = lazy(() => import('./public/pages/PartnersPage'));
const HelpPage = lazy(() => import('./public/pages/HelpPage'));
const ContactPage = lazy(() => import('./public/pages/ContactPage'));
const StatusPage = lazy(() => import('./public/pages/StatusPage'));
const DocumentationPage = lazy(() => import('./public/pages/DocumentationPage'));
const PrivacyPage = lazy(() => import('./public/pages/PrivacyPage'));
const TermsPage = lazy(() => import('./public/pages/TermsPage'));
const CookiesPage = lazy(() => import('./public/pages/CookiesPage'));
const ThankYouPage = lazy(() => import('./public/pages/ThankYouPage'));
const NotFoundPage = lazy(() => import('./public/pages/NotFoundPage'));
// Login and dashboard load on demand, so the admin code never reaches the public pages.
const LoginPage = lazy(() => import('./dashboard/login/LoginPage'));
const SsoLoginPage = lazy(() => import('./dashboard/login/SsoLoginPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const ForgotPasswordPage = lazy(() => import('./dashboard/account/ForgotPasswordPage'));
const SetPasswordPage = lazy(() => import('./dashboard/account/SetPasswordPage'));
// A location's screen: no login, no site header.
const DisplayPage = lazy(() => import('./display/DisplayPage'));

const PAGES: Record<PageKey, ComponentType> = {
  home: HomePage,
  features: FeaturesPage,
  pricing: PricingPage,
  about: AboutPage,
  partners: PartnersPage,
  help: HelpPage,
  contact: ContactPage,
  status: StatusPage,
  documentation: DocumentationPage,
  privacy: PrivacyPage,
  terms: TermsPage,
  cookies: CookiesPage,
  thanks: ThankYouPage,
};

/** The public pages at their paths in `language` (see public/i18n/paths.ts). */
function publicRoutes(language: Language) {
  return PAGE_KEYS.map((key) => {
    const Page = PAGES[key];
    const path = PAGE_PATHS[key][language].replace(/^\/((fr|en)\/)?/, '');
    return path === '' ? <Route key={key} index element={<Page />} /> : <Route key={key} path={path} element={<Page />} />;
  });
}

export function App() {
  return (
    <Suspense>
      <Routes>
        <Route element={<PublicLayout />}>
          {publicRoutes(DEFAULT_LANGUAGE)}
          <Route path="login" element={<LoginPage />} />
          <Route path="login/sso" element={<SsoLoginPage />} />
          <Route path="wachtwoord-vergeten" element={<ForgotPasswordPage />} />
          <Route path="wachtwoord-herstellen" element={<SetPasswordPage mode="reset" />} />
          <Route path="wachtwoord-instellen" element={<SetPasswordPage mode="invitation" />} />
          <Route path="*" element={<NotFoundPage />} />
          {/* French and English pages, each under its prefix with its own slugs; an unknown page there is that language's 404. */}
          {LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => (
            <Route key={language} path={language}>
              {publicRoutes(language)}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          ))}
        </Route>
        <Route
          path="scherm/:token"
          element={
            <>
              <DisplayPage />
              <AppReady />
            </>
          }
        />
        <Route
          path="dashboard/*"
          element={
            <>
              <DashboardPage />
              <AppReady />
            </>
          }
        />
      </Routes>
      <ToastHost />
    </Suspense>
  );
}
