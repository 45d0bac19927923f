import { useState } from 'react';
import { api } from '../../api/client';
import { LOGIN_PATH, setToken, type LoginResponse, type Profile } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { profileKey } from '../session';
import { NewPasswordForm, useNewPasswordForm } from './NewPasswordForm';
import { PasswordInput } from './PasswordInput';
import { useTranslation } from 'react-i18next';

/**
 * Current password, new password and its repeat. A change ends every session of the user, this one included,
 * so the form logs in again with the new password and the dashboard carries on.
 */
export function ChangePasswordForm({ user, onChanged }: { user: Profile; onChanged: () => void }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const [current, setCurrent] = useState('');
  const form = useNewPasswordForm(
    async (password) => {
      await api.put('/api/protected/profile/password', { currentPassword: current, newPassword: password });
      const { token, user: fresh } = await api.post<LoginResponse>(LOGIN_PATH, { email: user.email, password });
      setToken(token);
      queryClient.setQueryData(profileKey, fresh);
      onChanged();
    },
    (): Record<string, string> => (current ? {} : { currentPassword: t('account.required') }),
  );

  return (
    <NewPasswordForm form={form} className="space-y-5" buttonClassName="w-full sm:w-auto">
      <PasswordInput
        id="current-password"
        label={t('account.currentPassword')}
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={form.errors.currentPassword}
      />
    </NewPasswordForm>
  );
}
