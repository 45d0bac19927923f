import { Bell, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ExportMyDataButton } from './account/ExportMyDataButton';
import type { ReactNode } from 'react';
import type { Profile } from '../lib/auth';
import { Logo } from '../public/components/Logo';
import { Button } from '../ui/Button';
import { LiveIndicator } from './live/LiveIndicator';
import { RoleBadge } from './RoleBadge';
import { LanguageSwitch } from './LanguageSwitch';
import { fullName, saveLanguage } from './session';
import { useTranslation } from 'react-i18next';

/** Every tenant role may choose its notifications here, outside the role's own view. */
export const NOTIFICATIONS_PATH = '/dashboard/meldingen';
/** The counter tablet of the kitchen (and the tenant's admin). */
export const COUNTER_PATH = '/dashboard/balie';
export const WASTE_PATH = '/dashboard/verspilling';

interface Props {
  user: Profile;
  live: boolean;
  onLogout: () => void;
  /** Opens "Mijn account"; absent while the user must first replace a temporary password. */
  onOpenAccount?: () => void;
  children: ReactNode;
}

/** Header with logo, name, role badge, "Mijn account" and logout; then the welcome heading and the role's view. */
export function DashboardLayout({ user, live, onLogout, onOpenAccount, children }: Props) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-2 px-3 py-2.5 sm:gap-3 sm:px-6">
          <Logo />
          {/* Tight on a phone: logo, live dot and three buttons fit in 375 px. */}
          <div className="flex min-w-0 items-center gap-1 sm:gap-3">
            {live && <LiveIndicator />}
            <div className="hidden min-w-0 flex-col items-end lg:flex">
              <span data-testid="user-name" className="truncate text-sm font-semibold text-slate-900">
                {fullName(user)}
              </span>
              <RoleBadge role={user.role} />
            </div>
            {user.tenantId && !user.mustChangePassword && (
              <Link
                to={NOTIFICATIONS_PATH}
                className="hidden min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 lg:inline-flex"
              >
                <Bell aria-hidden="true" className="size-4" />
                {t('notifications.link')}
              </Link>
            )}
            <LanguageSwitch onChoose={saveLanguage} className="hidden lg:inline-flex" />
            {!user.mustChangePassword && <ExportMyDataButton />}
            {onOpenAccount && (
              <Button variant="ghost" size="compact" onClick={onOpenAccount} className="min-h-11" aria-label={t('account.myAccount')}>
                <UserRound aria-hidden="true" className="size-4" />
                <span className="hidden lg:inline">{t('account.myAccount')}</span>
              </Button>
            )}
            <Button variant="secondary" size="compact" onClick={onLogout} className="min-h-11" aria-label={t('dashboard.logout')}>
              <LogOut aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{t('dashboard.logout')}</span>
            </Button>
          </div>
        </div>
        {/* On a phone or tablet the name, badge and notifications link get their own row rather than squeezing the logo; it wraps where a language's words do not fit (French at 375 px). */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-100 px-3 py-1.5 lg:hidden">
          <span data-testid="user-name-mobile" className="min-w-0 truncate text-sm font-semibold text-slate-900">
            {fullName(user)}
          </span>
          <RoleBadge role={user.role} />
          {user.tenantId && !user.mustChangePassword && (
            <Link
              to={NOTIFICATIONS_PATH}
              className="ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 text-sm font-semibold text-teal-800"
            >
              <Bell aria-hidden="true" className="size-4" />
              {t('notifications.link')}
            </Link>
          )}
          <LanguageSwitch
            onChoose={saveLanguage}
            className={user.tenantId && !user.mustChangePassword ? 'inline-flex shrink-0' : 'ml-auto inline-flex shrink-0'}
          />
        </div>
      </header>
      <main id="inhoud" className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('dashboard.welcome', { firstName: user.firstName })}
        </h1>
        {children}
      </main>
    </div>
  );
}
