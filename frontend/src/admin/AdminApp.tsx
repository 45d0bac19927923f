import { useMemo, type ReactNode } from 'react';
import { Admin, CustomRoutes, memoryStore, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Profile } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { ADMIN_TABS, AdminLayout, SUPERADMIN_TABS } from './AdminLayout';
import apiKeys from './api-keys';
import { FoodAnalytics } from './analytics/FoodAnalytics';
import { Analytics } from './analytics/Analytics';
import { NoShows } from './analytics/NoShows';
import audit from './audit';
import contacts from './contacts';
import emails from './emails';
import locations from './locations';
import { Overview } from './overview/Overview';
import commissions from './commissions';
import { SettingsPage } from './settings/SettingsPage';
import { SettlementPage } from './settlement/SettlementPage';
import { FoodSafetyPage } from './food-safety/FoodSafetyPage';
import scimTokens from './scim-tokens';
import { SsoPage } from './sso/SsoPage';
import payments from './payments';
import { PaymentSettingsPage } from './payments/PaymentSettingsPage';
import partnerApplications from './partner-applications';
import partners from './partners';
import { AdminNotification } from './shared/AdminNotification';
import { createAuthProvider } from './providers/auth-provider';
import { createDataProvider } from './providers/data-provider';
import { useAdminI18nProvider } from './providers/i18n-provider';
import { useLanguage } from '../i18n';
import { useTranslation } from 'react-i18next';
import tenants from './tenants';
import { theme } from './theme';
import users from './users';
import webhooks from './webhooks';

/**
 * The admin and superadmin dashboards on react-admin, under /dashboard. It shares the dashboard's query client,
 * so that live events refresh its pages as well. Only this module and its imports load react-admin and MUI.
 */
export default function AdminApp({ user }: { user: Profile }) {
  const superadmin = user.role === 'superadmin';
  const tenantId = user.tenantId ?? '';
  const dataProvider = useMemo(() => createDataProvider(user.tenantId), [user.tenantId]);
  const authProvider = useMemo(() => createAuthProvider(user), [user]);
  const store = useMemo(() => memoryStore(), []);
  const layout = useMemo(() => {
    const tabs = superadmin ? SUPERADMIN_TABS : ADMIN_TABS;
    return ({ children }: { children: ReactNode }) => <AdminLayout tabs={tabs}>{children}</AdminLayout>;
  }, [superadmin]);
  const dashboard = useMemo(() => (superadmin ? undefined : () => <Overview tenantId={tenantId} />), [superadmin, tenantId]);
  const [language] = useLanguage();
  // Suspends until the admin catalogue of the language has loaded, so that no screen renders its keys.
  useTranslation('admin');
  const i18nProvider = useAdminI18nProvider(language);
  if (!i18nProvider) return null;

  return (
    <Admin
      // A new language builds a new provider: react-admin then renders its screens again in that language.
      key={language}
      basename="/dashboard"
      disableTelemetry
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
      layout={layout}
      notification={AdminNotification}
      dashboard={dashboard}
      loginPage={false}
    >
      {superadmin ? (
        <>
          <Resource name="tenants" {...tenants} />
          <Resource name="contacts" {...contacts} />
          <Resource name="partner-applications" {...partnerApplications} />
          <Resource name="partners" {...partners} />
          <Resource name="commissions" {...commissions} />
          <Resource name="audit" {...audit} />
          <Resource name="emails" {...emails} />
        </>
      ) : (
        <>
          <Resource name="users" {...users} />
          <Resource name="locations" {...locations} />
          <Resource name="api-keys" {...apiKeys} />
          <Resource name="webhooks" {...webhooks} />
          <Resource name="scim-tokens" {...scimTokens} />
          <Resource name="audit" {...audit} />
          <Resource name="payments" {...payments} />
          <CustomRoutes>
            <Route path="sso" element={<SsoPage tenantId={tenantId} />} />
            <Route path="betalen" element={<PaymentSettingsPage tenantId={tenantId} />} />
            <Route
              path="analyse"
              element={
                <>
                  <Analytics tenantId={tenantId} />
                  <FoodAnalytics tenantId={tenantId} />
                  <NoShows tenantId={tenantId} />
                </>
              }
            />
            <Route path="instellingen" element={<SettingsPage tenantId={tenantId} />} />
            <Route path="prijzen" element={<SettlementPage tenantId={tenantId} />} />
            <Route path="voedselveiligheid" element={<FoodSafetyPage tenantId={tenantId} />} />
          </CustomRoutes>
        </>
      )}
    </Admin>
  );
}
