import { AlertCircle, CheckCircle2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api, ApiError } from '../../api/client';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextInput } from '../../ui/Field';
import { Container } from '../../ui/Section';
import { useTranslation } from 'react-i18next';
import { I18nRoot } from '../../i18n/I18nRoot';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What /login passes on: the address typed there, so that it need not be typed twice. */
export interface ForgotPasswordState {
  email?: string;
}

export default function ForgotPasswordPage() {
  return (
    <I18nRoot>
      <ForgotPasswordPageContent />
    </I18nRoot>
  );
}

/** Asks for the address and then always says the same, whether or not an account has it. */
function ForgotPasswordPageContent() {
  const { t } = useTranslation(['dashboard', 'shared']);
  usePageMeta({ title: t('account.forgotTitle'), description: t('account.forgotDescription'), noindex: true });
  const [email, setEmail] = useState((useLocation().state as ForgotPasswordState | null)?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(t('account.invalidEmail'));
      return;
    }
    setError(null);
    setFailed(null);
    setPending(true);
    try {
      await api.post('/api/auth/forgot-password', { email: email.trim() });
      setSent(true);
    } catch (failure) {
      setFailed(failure instanceof ApiError && failure.body?.code === 'sso_required' ? t('ssoErrors.sso_required') : t('account.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md" padding="p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('account.forgotHeading')}</h1>
        {sent ? (
          <div role="status" className="mt-6 flex items-start gap-3 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3 text-teal-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{t('account.forgotSent')}</p>
          </div>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{t('account.forgotIntro')}</p>
            <form onSubmit={submit} noValidate className="mt-6 space-y-5">
              {failed && (
                <div
                  role="alert"
                  className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
                >
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {failed}
                </div>
              )}
              <TextInput
                id="forgot-email"
                label={t('account.email')}
                type="email"
                autoComplete="username"
                value={email}
                error={error ?? undefined}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" size="lg" className="w-full" disabled={pending}>
                <Mail aria-hidden="true" className="size-5" />
                {t('account.forgotSubmit')}
              </Button>
            </form>
          </>
        )}
        <div className="mt-8 border-t border-slate-200 pt-6">
          <Link to="/login" className={buttonClass('ghost', 'md', '-ml-4')}>
            {t('account.backToLogin')}
          </Link>
        </div>
      </Card>
    </Container>
  );
}
