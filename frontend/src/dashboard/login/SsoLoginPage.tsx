import { AlertCircle, Building2, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import type { Schema } from '../../api/types';
import { setToken } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextInput } from '../../ui/Field';
import { Container } from '../../ui/Section';
import { BRIEF_TOAST_MS, toast, useToasts } from '../../ui/Toast';
import { useTranslation } from 'react-i18next';
import { I18nRoot } from '../../i18n/I18nRoot';
import { i18n } from '../../i18n';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Where the dashboard's admin screen takes the code of a test sign-in (see admin/sso). */
export const SSO_SETTINGS_PATH = '/dashboard/sso';

type SsoLoginResponse = Schema<'SsoLoginResponseDto'>;
type SsoRedirect = Schema<'SsoRedirectDto'>;

/** The text for a refusal: an API error's code, a field's code, or the callback's `?fout=`. */
function refusalText(codeOrError: unknown): string {
  const texts: Record<string, string> = i18n.t('dashboard:ssoErrors', { returnObjects: true });
  const failed = i18n.t('dashboard:ssoLogin.failed');
  if (typeof codeOrError === 'string') return texts[codeOrError] ?? failed;
  if (codeOrError instanceof ApiError) {
    const code = codeOrError.body?.code;
    const fieldCode = codeOrError.body?.errors?.[0]?.code;
    return (code && texts[code]) || (fieldCode && texts[fieldCode]) || failed;
  }
  return failed;
}

export default function SsoLoginPage() {
  return (
    <I18nRoot>
      <SsoLoginPageContent />
    </I18nRoot>
  );
}

/**
 * "Inloggen met je organisatie-account": the e-mail's domain leads to the organisation's provider. The provider's
 * answer comes back here as `?code=…` (exchanged by POST for the session token, which never is in a URL),
 * `?test=1&code=…` (an admin's test sign-in, finished on the admin's SSO screen) or `?fout=<reason>`.
 */
function SsoLoginPageContent() {
  const { t } = useTranslation(['dashboard', 'shared']);
  usePageMeta({ title: t('ssoLogin.pageTitle'), description: t('ssoLogin.pageDescription'), noindex: true });
  useToasts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const test = params.get('test') === '1';
  // An admin's account is linked to the organisation account only once they confirm with their password.
  const confirm = params.get('bevestigen') === '1';
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(() => (params.get('fout') ? refusalText(params.get('fout')) : null));
  const [pending, setPending] = useState(false);
  const exchanged = useRef(false);
  const finishing = code !== null && error === null && !confirm;

  const exchange = useCallback(
    (body: { code: string; password?: string }) =>
      api.post<SsoLoginResponse>('/api/auth/sso/exchange', body).then(
        ({ token, returnTo }) => {
          setToken(token);
          toast({ title: t('login.successTitle'), duration: BRIEF_TOAST_MS });
          navigate(returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/dashboard', { replace: true });
        },
        (failure: unknown) => {
          setError(refusalText(failure));
          setPending(false);
          navigate('/login/sso', { replace: true });
        },
      ),
    [navigate, t],
  );

  useEffect(() => {
    // Once only: the code is valid once, and React runs effects twice in development.
    if (code === null || confirm || exchanged.current) return;
    exchanged.current = true;
    if (test) {
      navigate(SSO_SETTINGS_PATH, { replace: true, state: { ssoTestCode: code } });
      return;
    }
    void exchange({ code });
  }, [code, test, confirm, navigate, exchange]);

  function confirmLink(event: FormEvent) {
    event.preventDefault();
    if (code === null || exchanged.current) return;
    exchanged.current = true;
    setPending(true);
    void exchange({ code, password });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setError(null);
    setPending(true);
    try {
      const { redirectUrl } = await api.post<SsoRedirect>('/api/auth/sso/start', { email: email.trim(), returnTo: '/dashboard' });
      window.location.assign(redirectUrl);
    } catch (failure) {
      setError(refusalText(failure));
      setPending(false);
    }
  }

  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md" padding="p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900">{t('ssoLogin.heading')}</h1>
        {confirm && code !== null && error === null ? (
          <>
            <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('ssoLogin.confirmHeading')}</h2>
            <p className="mt-2 text-slate-600">{t('ssoLogin.confirmIntro')}</p>
            <form onSubmit={confirmLink} noValidate className="mt-6 space-y-5">
              <TextInput
                id="sso-confirm-password"
                label={t('ssoLogin.confirmPassword')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={pending || password === ''}>
                {pending ? t('ssoLogin.submitting') : t('ssoLogin.confirmSubmit')}
              </Button>
            </form>
          </>
        ) : finishing ? (
          <p role="status" className="mt-6 flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {test ? t('ssoLogin.testing') : t('ssoLogin.exchanging')}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{t('ssoLogin.intro')}</p>
            <form onSubmit={submit} noValidate className="mt-6 space-y-5">
              {error && (
                <div
                  role="alert"
                  className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
                >
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {error}
                </div>
              )}
              <TextInput
                id="sso-email"
                label={t('ssoLogin.email')}
                type="email"
                autoComplete="username"
                value={email}
                error={invalid ? t('ssoLogin.invalidEmail') : undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={pending}>
                <Building2 aria-hidden="true" className="size-5" />
                {pending ? t('ssoLogin.submitting') : t('ssoLogin.submit')}
              </Button>
            </form>
          </>
        )}
        <div className="mt-8 border-t border-slate-200 pt-6">
          <Link to="/login" className={buttonClass('ghost', 'md', '-ml-4')}>
            {t('ssoLogin.passwordLogin')}
          </Link>
        </div>
      </Card>
    </Container>
  );
}
