import { KeyRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { PasswordInput } from './PasswordInput';
import { fieldErrorTexts } from '../../api/errors';
import { newPasswordErrors } from './password-errors';
import { useTranslation } from 'react-i18next';

export type NewPasswordFormState = ReturnType<typeof useNewPasswordForm>;

/**
 * A new password and its repeat, checked against the rules (and `check`, for other fields) before `send` runs.
 * Errors the API names are shown at their field: the password is `password` or `newPassword` depending on the route.
 */
export function useNewPasswordForm(send: (password: string) => Promise<void>, check: () => Record<string, string> = () => ({})) {
  const { t } = useTranslation('dashboard');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = { ...check(), ...newPasswordErrors(password, repeat) };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      await send(password);
    } catch (error) {
      const fields = fieldErrorTexts(error, t('fieldErrors', { returnObjects: true }));
      setErrors(fields ? { ...fields, password: fields.password ?? fields.newPassword } : { form: t('account.failed') });
      setPending(false);
    }
  }

  return { password, setPassword, repeat, setRepeat, errors, pending, submit };
}

/** The form around the two fields: a general error on top, `children` (other fields) first, the save button last. */
export function NewPasswordForm({
  form,
  className,
  buttonClassName,
  children,
}: {
  form: NewPasswordFormState;
  className: string;
  buttonClassName: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['dashboard', 'shared']);
  return (
    <form onSubmit={form.submit} noValidate className={className}>
      {form.errors.form && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.errors.form}
        </p>
      )}
      {children}
      <PasswordInput
        id="new-password"
        label={t('account.newPassword')}
        autoComplete="new-password"
        value={form.password}
        onChange={form.setPassword}
        error={form.errors.password}
        hint={t('account.passwordHint')}
      />
      <PasswordInput
        id="repeat-password"
        label={t('account.repeatPassword')}
        autoComplete="new-password"
        value={form.repeat}
        onChange={form.setRepeat}
        error={form.errors.repeat}
      />
      <Button type="submit" size="lg" className={buttonClassName} disabled={form.pending}>
        <KeyRound aria-hidden="true" className="size-5" />
        {form.pending ? t('account.saving') : t('account.save')}
      </Button>
    </form>
  );
}
