import { composeMail, type OutboundEmail } from '../../../mail/index.js';

export function partnerApplicationConfirmationMail(input: { to: string; firstName: string; partnersUrl: string }): OutboundEmail {
  return composeMail({
    kind: 'partner-application-confirmation',
    to: input.to,
    subject: 'We hebben je aanmelding als partner ontvangen',
    greeting: `Hallo ${input.firstName},`,
    blocks: [
      'Bedankt voor je aanmelding als partner van Portiepunt. We bekijken je aanmelding zorgvuldig.',
      'We nemen binnen 2 werkdagen contact met je op.',
      { label: 'Het partnerprogramma nog eens bekijken', url: input.partnersUrl },
    ],
  });
}
