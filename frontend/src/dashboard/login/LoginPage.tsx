import { AlertCircle, Building2, CheckCircle2, Eye, EyeOff, LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { getToken, LOGIN_PATH, setToken, type LoginResponse } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { controlClass, Field } from '../../ui/Field';
import { Container } from '../../ui/Section';
import { BRIEF_TOAST_MS, toast, useToasts } from '../../ui/Toast';
import type { ForgotPasswordState } from '../account/ForgotPasswordPage';
import type { LoginNotice } from '../account/SetPasswordPage';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n';
import { I18nRoot } from '../../i18n/I18nRoot';
import { isLanguage, LANGUAGE_PARAM } from '../../i18n/languages';
import { LanguageSwitch } from '../LanguageSwitch';
import { PublicLink } from '../../public/i18n/PublicLink';

export default function LoginPage() {
  return (
    <I18nRoot>
      <LoginPageContent />
    </I18nRoot>
  );
}

function LoginPageContent() {
  const { t } = useTranslation(['dashboard', 'shared']);
  usePageMeta({ title: t('login.pageTitle'), description: t('login.pageDescription') });
  useToasts();
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  // A choice made here outranks the language the link named (`?lang=`), on this page and after a reload.
  const forgetLinkLanguage = async () => setSearchParams((params) => (params.delete(LANGUAGE_PARAM), params), { replace: true });
  const notice = useLocation().state as LoginNotice | null;
  const passwordSet = notice?.notice === 'passwordSet';
  const [email, setEmail] = useState(notice?.email ?? '');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (getToken()) return <Navigate to="/dashboard" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setError(null);
    setPending(true);
    try {
      const { token, user } = await api.post<LoginResponse>(LOGIN_PATH, { email: email.trim(), password });
      setToken(token);
      // From here on the profile's language decides, also on this device.
      if (isLanguage(user.language)) await switchLanguage(user.language);
      // The dashboard's heading greets by name: the toast only confirms, briefly, so that it does not cover a phone's screen.
      toast({ title: t('login.successTitle'), duration: BRIEF_TOAST_MS });
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      const ssoRequired = failure instanceof ApiError && failure.body?.code === 'sso_required';
      setError(ssoRequired ? t('ssoErrors.sso_required') : t('login.failed'));
      setPending(false);
    }
  }

  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md" padding="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('login.heading')}</h1>
          <LanguageSwitch onChoose={forgetLinkLanguage} />
        </div>
        <p className="mt-2 text-slate-600">{t('login.intro')}</p>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          {passwordSet && !error && (
            <div
              role="status"
              className="flex items-start gap-2 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-sm font-medium text-teal-900"
            >
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('account.passwordSet')}
            </div>
          )}
          {error && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </div>
          )}
          <Field id="login-email" label={t('login.email')}>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              className={controlClass}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field id="login-password" label={t('login.password')}>
            <div className="relative">
              <input
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className={`${controlClass} pr-12`}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={showPassword}
                className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-500 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                {showPassword ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
              </button>
            </div>
          </Field>
          <p className="-mt-2 text-right text-sm">
            <Link
              to="/wachtwoord-vergeten"
              state={{ email: email.trim() } satisfies ForgotPasswordState}
              className="font-semibold text-teal-800 underline-offset-4 hover:underline"
            >
              {t('account.forgotLink')}
            </Link>
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            <LogIn aria-hidden="true" className="size-5" />
            {pending ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <div className="mt-6 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-200" />
          {t('login.or')}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <Link to="/login/sso" className={buttonClass('secondary', 'lg', 'mt-6 w-full text-center')}>
          <Building2 aria-hidden="true" className="size-5 shrink-0" />
          {t('login.ssoButton')}
        </Link>
        <div className="mt-8 space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-600">
          <p>
            {t('login.noAccount')}{' '}
            <PublicLink to="/contact" className="font-semibold text-teal-800 underline-offset-4 hover:underline">
              {t('login.requestDemo')}
            </PublicLink>
          </p>
          <PublicLink to="/" className={buttonClass('ghost', 'md', '-ml-4')}>
            {t('login.backHome')}
          </PublicLink>
        </div>
      </Card>
    </Container>
  );
}
