import type { Language } from '../../../domain/shared/language.js';
import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import { accountMailTexts } from './account-mails.texts.js';

/** Sent on "Wachtwoord vergeten?" to an active user. */
export function passwordResetMail(input: { to: string; firstName: string; language: Language; link: string }): OutboundEmail {
  const t = accountMailTexts(input.language);
  return composeMail({
    kind: 'password-reset',
    to: input.to,
    language: input.language,
    subject: t('passwordReset.subject'),
    firstName: input.firstName,
    blocks: [
      t('passwordReset.intro'),
      { label: t('passwordReset.link'), url: input.link },
      t('passwordReset.expiry'),
      t('passwordReset.notAsked'),
    ],
  });
}
