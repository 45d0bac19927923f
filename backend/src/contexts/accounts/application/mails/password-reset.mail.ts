import { composeMail, type OutboundEmail } from '../../../mail/index.js';

/** Sent on "Wachtwoord vergeten?" to an active user. */
export function passwordResetMail(input: { to: string; firstName: string; link: string }): OutboundEmail {
  return composeMail({
    kind: 'password-reset',
    to: input.to,
    subject: 'Nieuw wachtwoord instellen voor Portiepunt',
    greeting: `Hallo ${input.firstName},`,
    blocks: [
      'Je hebt gevraagd om een nieuw wachtwoord voor je account bij Portiepunt.',
      { label: 'Kies een nieuw wachtwoord', url: input.link },
      'Deze link is 60 minuten geldig en werkt één keer.',
      'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het was.',
    ],
  });
}
