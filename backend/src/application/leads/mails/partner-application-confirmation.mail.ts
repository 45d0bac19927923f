import type { Language } from '../../../domain/shared/language.js';
import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import { leadMailTexts } from './lead-mails.texts.js';

export function partnerApplicationConfirmationMail(input: {
  to: string;
  firstName: string;
  language: Language;
  partnersUrl: string;
}): OutboundEmail {
  const t = leadMailTexts(input.language);
  return composeMail({
    kind: 'partner-application-confirmation',
    to: input.to,
    language: input.language,
    subject: t('partnerApplication.subject'),
    firstName: input.firstName,
    blocks: [t('partnerApplication.thanks'), t('partnerApplication.next'), { label: t('partnerApplication.link'), url: input.partnersUrl }],
  });
}
