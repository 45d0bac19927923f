import { ArrowLeft } from 'lucide-react';
import type { Profile } from '../../lib/auth';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { fullName } from '../session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useTranslation } from 'react-i18next';

/** "Mijn account": who you are, and the password change. */
export function AccountPanel({ user, onClose }: { user: Profile; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <section aria-labelledby="account-heading" className="mt-6 max-w-2xl space-y-6">
      <Button variant="ghost" className="-ml-4" onClick={onClose}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('account.backToDashboard')}
      </Button>
      <Card>
        <h2 id="account-heading" className="text-xl font-semibold text-slate-900">
          {t('account.accountHeading')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">{t('account.name')}</dt>
          <dd className="text-slate-900">{fullName(user)}</dd>
          <dt className="font-medium text-slate-600">{t('account.email')}</dt>
          <dd className="break-all text-slate-900">{user.email}</dd>
          <dt className="font-medium text-slate-600">{t('account.role')}</dt>
          <dd className="text-slate-900">{t(`shared:roles.${user.role}`)}</dd>
        </dl>
      </Card>
      <Card>
        <h2 className="text-xl font-semibold text-slate-900">{t('account.changePasswordHeading')}</h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">{t('account.changePasswordIntro')}</p>
        <ChangePasswordForm
          user={user}
          onChanged={() => {
            toast({ title: t('account.changed') });
            onClose();
          }}
        />
      </Card>
    </section>
  );
}
