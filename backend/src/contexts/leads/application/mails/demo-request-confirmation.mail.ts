import { composeMail, type OutboundEmail } from '../../../mail/index.js';

export function demoRequestConfirmationMail(input: {
  to: string;
  firstName: string;
  organizationName: string;
  siteUrl: string;
}): OutboundEmail {
  return composeMail({
    kind: 'demo-request-confirmation',
    to: input.to,
    subject: 'We hebben je demo-aanvraag ontvangen',
    greeting: `Hallo ${input.firstName},`,
    blocks: [
      `Bedankt voor je interesse in Portiepunt. We hebben je demo-aanvraag voor ${input.organizationName} goed ontvangen.`,
      'We nemen binnen 24 uur contact met je op.',
      { label: 'Alvast meer lezen over Portiepunt', url: input.siteUrl },
    ],
  });
}
