import { AlertCircle } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/client';
import { clearToken } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Section';
import { NewPasswordForm, useNewPasswordForm } from './NewPasswordForm';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../../i18n';
import { I18nRoot } from '../../i18n/I18nRoot';
import { isLanguage } from '../../i18n/languages';

/** State that /login reads to show that the password is set, and with which address to log in. */
export interface LoginNotice {
  notice: 'passwordSet';
  email?: string;
}

const MODES = {
  reset: { title: 'account.resetTitle', heading: 'account.resetHeading', intro: 'account.resetIntro' },
  invitation: { title: 'account.setTitle', heading: 'account.setHeading', intro: 'account.setIntro' },
} as const;

export default function SetPasswordPage({ mode }: { mode: keyof typeof MODES }) {
  return (
    <I18nRoot>
      <SetPasswordPageContent mode={mode} />
    </I18nRoot>
  );
}

/**
 * /wachtwoord-herstellen (a reset link) and /wachtwoord-instellen (an invitation): both post the link's token
 * with the new password, then send the user to /login with a success message.
 */
function SetPasswordPageContent({ mode }: { mode: keyof typeof MODES }) {
  const { t } = useTranslation(['dashboard', 'shared']);
  const texts = MODES[mode];
  usePageMeta({ title: t(texts.title), description: t('account.linkDescription'), noindex: true });
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  // The mailed link carries the address and the user's language in its fragment (#email=...&language=...), which no server sees.
  const fragment = new URLSearchParams(useLocation().hash.slice(1));
  const email = fragment.get('email') ?? undefined;
  const language = fragment.get('language');
  useEffect(() => {
    if (isLanguage(language)) void switchLanguage(language);
  }, [language]);
  const form = useNewPasswordForm(async (password) => {
    await api.post('/api/auth/reset-password', { token, password });
    // Every session of this user has just ended; a token kept here would only answer 401.
    clearToken();
    navigate('/login', { replace: true, state: { notice: 'passwordSet', email } satisfies LoginNotice });
  });
  const linkError = token ? form.errors.token : t('account.invalidLink');

  return (
    <Container className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md" padding="p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(texts.heading)}</h1>
        <p className="mt-2 text-slate-600">{t(texts.intro)}</p>
        {linkError ? (
          <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            <p className="flex items-start gap-2 font-medium">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {linkError}
            </p>
            <Link to="/wachtwoord-vergeten" className="mt-2 inline-block font-semibold text-red-900 underline underline-offset-4">
              {t('account.requestNewLink')}
            </Link>
          </div>
        ) : (
          <NewPasswordForm form={form} className="mt-6 space-y-5" buttonClassName="w-full" />
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
