import { composeMail, type OutboundEmail } from '../../../mail/index.js';

/** Sent when an account is created without a password, when an admin invites again, and by the superadmin command. */
export function invitationMail(input: { to: string; firstName: string; link: string }): OutboundEmail {
  return composeMail({
    kind: 'invitation',
    to: input.to,
    subject: 'Je account bij Portiepunt staat klaar',
    greeting: `Hallo ${input.firstName},`,
    blocks: [
      `Er staat een account voor je klaar bij Portiepunt. Kies zelf een wachtwoord; daarna log je in met je e-mailadres ${input.to}.`,
      { label: 'Kies je wachtwoord', url: input.link },
      'Deze link is 72 uur geldig en werkt één keer. Is hij verlopen? Vraag je beheerder om een nieuwe uitnodiging.',
    ],
  });
}
