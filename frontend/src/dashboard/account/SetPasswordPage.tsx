import { AlertCircle, KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { clearToken } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Section';
import { ACCOUNT } from '../texts';
import { PasswordInput } from './PasswordInput';
import { newPasswordErrors, passwordFieldErrors } from './password-errors';

/** State that /login reads to show that the password is set. */
export interface LoginNotice {
  notice: 'passwordSet';
}

const MODES = {
  reset: { title: ACCOUNT.resetTitle, heading: ACCOUNT.resetHeading, intro: ACCOUNT.resetIntro },
  invitation: { title: ACCOUNT.setTitle, heading: ACCOUNT.setHeading, intro: ACCOUNT.setIntro },
} as const;

/**
 * /wachtwoord-herstellen (a reset link) and /wachtwoord-instellen (an invitation): both post the link's token
 * with the new password, then send the user to /login with a success message.
 */
export default function SetPasswordPage({ mode }: { mode: keyof typeof MODES }) {
  const texts = MODES[mode];
  usePageMeta({ title: texts.title, description: ACCOUNT.linkDescription, noindex: true });
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>(token ? {} : { token: ACCOUNT.invalidLink });
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = newPasswordErrors(password, repeat);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    try {
      await api.post('/api/auth/reset-password', { token, password });
      // Every session of this user has just ended; a token kept here would only answer 401.
      clearToken();
      navigate('/login', { replace: true, state: { notice: 'passwordSet' } satisfies LoginNotice });
    } catch (error) {
      setErrors(passwordFieldErrors(error) ?? { form: ACCOUNT.failed });
      setPending(false);
    }
  }

  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{texts.heading}</h1>
        <p className="mt-2 text-slate-600">{texts.intro}</p>
        {errors.token ? (
          <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <p className="flex items-start gap-2 font-medium">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {errors.token}
            </p>
            <Link to="/wachtwoord-vergeten" className="mt-2 inline-block font-semibold text-red-900 underline underline-offset-4">
              {ACCOUNT.requestNewLink}
            </Link>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-6 space-y-5">
            {errors.form && (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {errors.form}
              </p>
            )}
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
            <Button type="submit" size="lg" className="w-full" disabled={pending}>
              <KeyRound aria-hidden="true" className="size-5" />
              {pending ? ACCOUNT.saving : ACCOUNT.save}
            </Button>
          </form>
        )}
        <div className="mt-8 border-t border-slate-200 pt-6">
          <Link to="/login" className={buttonClass('ghost', 'md', '-ml-4')}>
            {ACCOUNT.backToLogin}
          </Link>
        </div>
      </Card>
    </Container>
  );
}
