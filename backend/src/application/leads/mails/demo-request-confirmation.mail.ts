import type { Language } from '../../../domain/shared/language.js';
import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import { leadMailTexts } from './lead-mails.texts.js';

export function demoRequestConfirmationMail(input: {
  to: string;
  firstName: string;
  language: Language;
  organizationName: string;
  siteUrl: string;
}): OutboundEmail {
  const t = leadMailTexts(input.language);
  return composeMail({
    kind: 'demo-request-confirmation',
    to: input.to,
    language: input.language,
    subject: t('demoRequest.subject'),
    firstName: input.firstName,
    blocks: [
      t('demoRequest.thanks', { organization: input.organizationName }),
      t('demoRequest.next'),
      { label: t('demoRequest.link'), url: input.siteUrl },
    ],
  });
}
