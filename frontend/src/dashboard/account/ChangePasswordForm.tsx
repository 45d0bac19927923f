import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { LOGIN_PATH, setToken, type LoginResponse, type Profile } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { Button } from '../../ui/Button';
import { profileKey } from '../session';
import { ACCOUNT } from '../texts';
import { PasswordInput } from './PasswordInput';
import { newPasswordErrors, passwordFieldErrors } from './password-errors';

/**
 * Current password, new password and its repeat. A change ends every session of the user, this one included,
 * so the form logs in again with the new password and the dashboard carries on.
 */
export function ChangePasswordForm({ user, onChanged }: { user: Profile; onChanged: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = { ...newPasswordErrors(password, repeat) };
    if (!current) problems.currentPassword = ACCOUNT.required;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      await api.put('/api/protected/profile/password', { currentPassword: current, newPassword: password });
      const { token, user: fresh } = await api.post<LoginResponse>(LOGIN_PATH, { email: user.email, password });
      setToken(token);
      queryClient.setQueryData(profileKey, fresh);
      onChanged();
    } catch (error) {
      const fields = passwordFieldErrors(error);
      setErrors(fields ? { ...fields, password: fields.newPassword } : { form: ACCOUNT.failed });
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errors.form}
        </p>
      )}
      <PasswordInput id="current-password" label={ACCOUNT.currentPassword} autoComplete="current-password" value={current} onChange={setCurrent} error={errors.currentPassword} />
      <PasswordInput
        id="new-password"
        label={ACCOUNT.newPassword}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={ACCOUNT.passwordHint}
      />
      <PasswordInput id="repeat-password" label={ACCOUNT.repeatPassword} autoComplete="new-password" value={repeat} onChange={setRepeat} error={errors.repeat} />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        <KeyRound aria-hidden="true" className="size-5" />
        {pending ? ACCOUNT.saving : ACCOUNT.save}
      </Button>
    </form>
  );
}
