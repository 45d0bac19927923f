import { composeMail, type OutboundEmail } from '../../../mail/index.js';

/** Where someone without a beheerder (a partner, a superadmin) asks for a new invitation. */
const SUPPORT_ADDRESS = 'info@portiepunt.nl';

/**
 * Sent when an account is created without a password, when an admin invites again, and by the superadmin command.
 * A tenant's user reads which organisation invited them and asks their beheerder for a new link; a partner or
 * superadmin has no beheerder and asks Portiepunt.
 */
export function invitationMail(input: { to: string; firstName: string; link: string; organisation: string | null }): OutboundEmail {
  const { organisation } = input;
  return composeMail({
    kind: 'invitation',
    to: input.to,
    subject: organisation ? `Je account voor ${organisation} bij Portiepunt staat klaar` : 'Je account bij Portiepunt staat klaar',
    greeting: `Hallo ${input.firstName},`,
    blocks: [
      organisation
        ? `${organisation} heeft een account voor je aangemaakt bij Portiepunt. Kies zelf een wachtwoord; daarna log je in met je e-mailadres ${input.to}.`
        : `Er staat een account voor je klaar bij Portiepunt. Kies zelf een wachtwoord; daarna log je in met je e-mailadres ${input.to}.`,
      { label: 'Kies je wachtwoord', url: input.link },
      organisation
        ? 'Deze link is 72 uur geldig en werkt één keer. Is hij verlopen? Vraag je beheerder om een nieuwe uitnodiging.'
        : `Deze link is 72 uur geldig en werkt één keer. Is hij verlopen? Mail ons op ${SUPPORT_ADDRESS} voor een nieuwe uitnodiging.`,
    ],
  });
}
