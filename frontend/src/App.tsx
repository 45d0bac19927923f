import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppReady } from './AppReady';
import { PublicLayout } from './public/components/PublicLayout';
import { ToastHost } from './ui/ToastHost';
import HomePage from './public/pages/HomePage';

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

export function App() {
  return (
    <Suspense>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="functies" element={<FeaturesPage />} />
          <Route path="prijzen" element={<PricingPage />} />
          <Route path="over-ons" element={<AboutPage />} />
          <Route path="partners" element={<PartnersPage />} />
          <Route path="help" element={<HelpPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="status" element={<StatusPage />} />
          <Route path="documentatie" element={<DocumentationPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="voorwaarden" element={<TermsPage />} />
          <Route path="cookies" element={<CookiesPage />} />
          <Route path="bedankt" element={<ThankYouPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="login/sso" element={<SsoLoginPage />} />
          <Route path="wachtwoord-vergeten" element={<ForgotPasswordPage />} />
          <Route path="wachtwoord-herstellen" element={<SetPasswordPage mode="reset" />} />
          <Route path="wachtwoord-instellen" element={<SetPasswordPage mode="invitation" />} />
          <Route path="*" element={<NotFoundPage />} />
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
