import { PaymentReturnPage } from './payment/PaymentReturnPage';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../api/client';
import type { Profile } from '../lib/auth';
import { getToken } from '../lib/auth';
import { usePageMeta } from '../lib/page-meta';
import { queryClient } from '../lib/query-client';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { useToasts } from '../ui/Toast';
import { TooltipProvider } from '../ui/Tooltip';
import { AccountPanel } from './account/AccountPanel';
import { ChoosePasswordScreen } from './account/ChoosePasswordScreen';
import { COUNTER_PATH, DashboardLayout, NOTIFICATIONS_PATH, WASTE_PATH } from './DashboardLayout';
import { ANNUAL_REPORT_PATH } from './waste/WasteReportPanel';
import { LiveCache } from './live/live-cache';
import { PAGE_SIZE } from './queries';
import { useLiveEvents } from './live/live-events';
import { endSession, profileKey, useProfile } from './session';
import { LABEL_PATH } from './label/label-path';
import { FOOD_SAFETY_LOG_PATH } from './food-safety/food-safety';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n';
import { I18nRoot } from '../i18n/I18nRoot';
import { isLanguage } from '../i18n/languages';

// Each role downloads only its own view; react-admin and MUI stay behind the admin import.
const KitchenView = lazy(() => import('./kitchen/KitchenView'));
const WasteView = lazy(() => import('./waste/WasteView'));
const AnnualReport = lazy(() => import('./waste/AnnualReport'));
const StaffView = lazy(() => import('./staff/StaffView'));
const AdminApp = lazy(() => import('../admin/AdminApp'));
const PartnerView = lazy(() => import('./partner/PartnerView'));
const NotificationsPage = lazy(() => import('./notifications/NotificationsPage'));
const LabelPage = lazy(() => import('./label/LabelPage'));
const FoodSafetyLogPage = lazy(() => import('./food-safety/FoodSafetyLogPage'));
const CounterView = lazy(() => import('./counter/CounterView'));

export default function DashboardPage() {
  return (
    <I18nRoot>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <Dashboard />
        </TooltipProvider>
      </QueryClientProvider>
    </I18nRoot>
  );
}

/** Where Mollie sends a payer back (PaymentLinks.returnUrl on the server). */
const PAYMENT_RETURN = /^\/dashboard\/betaling\/([0-9a-f-]{36})$/;

function Dashboard() {
  const { t } = useTranslation(['dashboard', 'shared']);
  usePageMeta({ title: t('dashboard.pageTitle'), description: t('dashboard.genericTitle'), noindex: true });
  useToasts();
  const navigate = useNavigate();
  const path = useLocation().pathname.replace(/\/$/, '');
  const onNotifications = path === NOTIFICATIONS_PATH;
  const onCounter = path === COUNTER_PATH;
  const paymentReturn = PAYMENT_RETURN.exec(path)?.[1];
  const onWaste = path === WASTE_PATH;
  const profile = useProfile();
  const user = profile.data;
  const [accountOpen, setAccountOpen] = useState(false);
  // Superadmins belong to no tenant, so there is no stream of changes for them; nor is there one before a temporary password is replaced.
  const live = user !== undefined && user.tenantId !== null && !user.mustChangePassword;

  useEffect(
    () =>
      onUnauthorized(() => {
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate],
  );
  // The profile's language decides, on every device; the one remembered here only bridges the first paint.
  const language = user?.language;
  useEffect(() => {
    if (isLanguage(language)) void switchLanguage(language);
  }, [language]);
  const [liveCache] = useState(
    () => new LiveCache(queryClient, { role: () => queryClient.getQueryData<Profile>(profileKey)?.role, pageSize: PAGE_SIZE }),
  );
  useEffect(() => () => liveCache.dispose(), [liveCache]);
  useLiveEvents({ onEvent: (event) => liveCache.receive(event), onOpen: () => liveCache.opened() }, live);

  if (!getToken()) return <Navigate to="/login" replace />;
  if (profile.isError) {
    return (
      <CenteredMessage>
        <p role="alert">{t('dashboard.loadFailed')}</p>
        <Button className="mt-4" onClick={() => void profile.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </CenteredMessage>
    );
  }
  if (!user) return <CenteredMessage>{t('dashboard.loading')}</CenteredMessage>;

  // The label prints on its own, without the dashboard around it.
  if (path === LABEL_PATH && user.tenantId && !user.mustChangePassword && (user.role === 'kitchen' || user.role === 'admin')) {
    return (
      <Suspense fallback={<CenteredMessage>{t('dashboard.loading')}</CenteredMessage>}>
        <LabelPage tenantId={user.tenantId} tenantName={user.tenantName ?? null} />
      </Suspense>
    );
  }

  const wasteRole = user.role === 'kitchen' || user.role === 'admin' ? user.role : null;
  // The annual report prints on its own, like the label.
  if (path === ANNUAL_REPORT_PATH && user.tenantId && !user.mustChangePassword && wasteRole) {
    return (
      <Suspense fallback={<CenteredMessage>{t('dashboard.loading')}</CenteredMessage>}>
        <AnnualReport tenantId={user.tenantId} tenantName={user.tenantName ?? null} />
      </Suspense>
    );
  }

  // The food safety log prints on its own too: the inspector's record, without the dashboard around it.
  if (path === FOOD_SAFETY_LOG_PATH && user.tenantId && !user.mustChangePassword && wasteRole) {
    return (
      <Suspense fallback={<CenteredMessage>{t('dashboard.loading')}</CenteredMessage>}>
        <FoodSafetyLogPage tenantId={user.tenantId} tenantName={user.tenantName ?? null} />
      </Suspense>
    );
  }

  const logout = () => {
    endSession();
    navigate('/login', { replace: true });
  };

  return (
    <DashboardLayout
      user={user}
      live={live}
      onLogout={logout}
      onOpenAccount={user.mustChangePassword ? undefined : () => setAccountOpen(true)}
    >
      {user.mustChangePassword ? (
        <ChoosePasswordScreen user={user} />
      ) : accountOpen ? (
        <AccountPanel user={user} onClose={() => setAccountOpen(false)} />
      ) : (
        <Suspense fallback={<p className="mt-8 text-slate-600">{t('dashboard.loading')}</p>}>
          {paymentReturn && user.tenantId && (user.role === 'staff' || user.role === 'kitchen') ? (
            <PaymentReturnPage reservationId={paymentReturn} />
          ) : onNotifications && user.tenantId ? (
            <NotificationsPage tenantId={user.tenantId} reserves={user.role === 'staff' || user.role === 'kitchen'} />
          ) : onCounter && user.tenantId && (user.role === 'kitchen' || user.role === 'admin') ? (
            <CounterView tenantId={user.tenantId} />
          ) : onWaste && user.tenantId && wasteRole ? (
            <WasteView tenantId={user.tenantId} userId={user.id} role={wasteRole} />
          ) : (
            <RoleView user={user} />
          )}
        </Suspense>
      )}
    </DashboardLayout>
  );
}

function RoleView({ user }: { user: Profile }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  if (user.role === 'kitchen' && user.tenantId) return <KitchenView tenantId={user.tenantId} />;
  if (user.role === 'staff' && user.tenantId) return <StaffView tenantId={user.tenantId} />;
  if (user.role === 'admin' || user.role === 'superadmin') return <AdminApp user={user} />;
  if (user.role === 'partner') return <PartnerView />;
  return (
    <Card className="mt-8 max-w-xl">
      <h2 className="text-xl font-semibold text-slate-900">{t('dashboard.genericTitle')}</h2>
      <p className="mt-2 text-slate-600">{t('dashboard.genericBody')}</p>
    </Card>
  );
}

function CenteredMessage({ children }: { children: React.ReactNode }) {
  return <div className="flex min-h-screen flex-col items-center justify-center px-4 text-center text-slate-700">{children}</div>;
}
