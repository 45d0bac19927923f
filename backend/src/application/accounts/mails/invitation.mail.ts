import type { Language } from '../../../domain/shared/language.js';
import { type OutboundEmail } from '../../../domain/mail/index.js';
import { composeMail } from '../../mail/index.js';
import { accountMailTexts } from './account-mails.texts.js';

/** Where someone without a beheerder (a partner, a superadmin) asks for a new invitation. */
const SUPPORT_ADDRESS = 'info@portiepunt.nl';

/**
 * Sent when an account is created without a password, when an admin invites again, and by the superadmin command.
 * A tenant's user reads which organisation invited them and asks their beheerder for a new link; a partner or
 * superadmin has no beheerder and asks Portiepunt.
 */
export function invitationMail(input: {
  to: string;
  firstName: string;
  language: Language;
  link: string;
  organisation: string | null;
}): OutboundEmail {
  const t = accountMailTexts(input.language);
  const { organisation } = input;
  return composeMail({
    kind: 'invitation',
    to: input.to,
    language: input.language,
    subject: organisation ? t('invitation.subjectFromOrganisation', { organisation }) : t('invitation.subject'),
    firstName: input.firstName,
    blocks: [
      organisation ? t('invitation.introFromOrganisation', { organisation, email: input.to }) : t('invitation.intro', { email: input.to }),
      { label: t('invitation.link'), url: input.link },
      organisation ? t('invitation.expiryFromOrganisation') : t('invitation.expiry', { supportAddress: SUPPORT_ADDRESS }),
    ],
  });
}
