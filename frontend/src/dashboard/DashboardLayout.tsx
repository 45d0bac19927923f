import { LogOut, UserRound } from 'lucide-react';
import { ExportMyDataButton } from './ExportMyDataButton';
import type { ReactNode } from 'react';
import type { Profile } from '../lib/auth';
import { Logo } from '../public/components/Logo';
import { Button } from '../ui/Button';
import { LiveIndicator } from './LiveIndicator';
import { RoleBadge } from './RoleBadge';
import { fullName } from './session';
import { ACCOUNT, DASHBOARD } from './texts';

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
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-3 px-3 py-2.5 sm:px-6">
          <Logo />
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            {live && <LiveIndicator />}
            <div className="hidden min-w-0 flex-col items-end sm:flex">
              <span data-testid="user-name" className="truncate text-sm font-semibold text-slate-900">
                {fullName(user)}
              </span>
              <RoleBadge role={user.role} />
            </div>
            <ExportMyDataButton />
            {onOpenAccount && (
              <Button variant="ghost" onClick={onOpenAccount} className="min-h-11 px-3" aria-label={ACCOUNT.myAccount}>
                <UserRound aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{ACCOUNT.myAccount}</span>
              </Button>
            )}
            <Button variant="secondary" onClick={onLogout} className="min-h-11 px-3" aria-label={DASHBOARD.logout}>
              <LogOut aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">{DASHBOARD.logout}</span>
            </Button>
          </div>
        </div>
        {/* On a phone the name and badge get their own row rather than squeezing the logo. */}
        <div className="flex items-center gap-2 border-t border-slate-100 px-3 py-1.5 sm:hidden">
          <span data-testid="user-name-mobile" className="truncate text-sm font-semibold text-slate-900">
            {fullName(user)}
          </span>
          <RoleBadge role={user.role} />
        </div>
      </header>
      <main id="inhoud" className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{DASHBOARD.welcome(user.firstName)}</h1>
        {children}
      </main>
    </div>
  );
}
