import type { Profile } from '../../lib/auth';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/Toast';
import { ACCOUNT } from '../texts';
import { ChangePasswordForm } from './ChangePasswordForm';

/** What a user with a temporary password sees first, and only: the API refuses everything else until they choose. */
export function ChoosePasswordScreen({ user }: { user: Profile }) {
  return (
    <Card className="mt-6 max-w-xl">
      <h2 className="text-xl font-semibold text-slate-900">{ACCOUNT.chooseHeading}</h2>
      <p className="mt-2 mb-5 text-slate-600">{ACCOUNT.chooseIntro}</p>
      <ChangePasswordForm user={user} onChanged={() => toast({ title: ACCOUNT.changed })} />
    </Card>
  );
}
