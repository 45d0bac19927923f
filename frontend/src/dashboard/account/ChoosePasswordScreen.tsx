import type { Profile } from '../../lib/auth';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useTranslation } from 'react-i18next';

/** What a user with a temporary password sees first, and only: the API refuses everything else until they choose. */
export function ChoosePasswordScreen({ user }: { user: Profile }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <Card className="mt-6 max-w-xl">
      <h2 className="text-xl font-semibold text-slate-900">{t('account.chooseHeading')}</h2>
      <p className="mt-2 mb-5 text-slate-600">{t('account.chooseIntro')}</p>
      <ChangePasswordForm user={user} onChanged={() => toast({ title: t('account.changed') })} />
    </Card>
  );
}
