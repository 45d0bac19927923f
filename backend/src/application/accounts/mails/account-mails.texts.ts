import { defineTexts } from '../../shared/i18n/texts.js';

/** The invitation and the password reset. "Beheerder" is the organisation's admin (docs/glossary.md). */
export const accountMailTexts = defineTexts('account-mails', {
  nl: {
    invitation: {
      subject: 'Je account bij Portiepunt staat klaar',
      subjectFromOrganisation: 'Je account voor {{organisation}} bij Portiepunt staat klaar',
      intro: 'Er staat een account voor je klaar bij Portiepunt. Kies zelf een wachtwoord; daarna log je in met je e-mailadres {{email}}.',
      introFromOrganisation:
        '{{organisation}} heeft een account voor je aangemaakt bij Portiepunt. Kies zelf een wachtwoord; daarna log je in met je e-mailadres {{email}}.',
      link: 'Kies je wachtwoord',
      expiry: 'Deze link is 72 uur geldig en werkt één keer. Is hij verlopen? Mail ons op {{supportAddress}} voor een nieuwe uitnodiging.',
      expiryFromOrganisation:
        'Deze link is 72 uur geldig en werkt één keer. Is hij verlopen? Vraag je beheerder om een nieuwe uitnodiging.',
    },
    passwordReset: {
      subject: 'Nieuw wachtwoord instellen voor Portiepunt',
      intro: 'Je hebt gevraagd om een nieuw wachtwoord voor je account bij Portiepunt.',
      link: 'Kies een nieuw wachtwoord',
      expiry: 'Deze link is 60 minuten geldig en werkt één keer.',
      notAsked: 'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het was.',
    },
  },
  fr: {
    invitation: {
      subject: 'Votre compte Portiepunt est prêt',
      subjectFromOrganisation: 'Votre compte Portiepunt pour {{organisation}} est prêt',
      intro:
        'Un compte Portiepunt vous attend. Choisissez votre mot de passe ; vous vous connecterez ensuite avec votre adresse e-mail {{email}}.',
      introFromOrganisation:
        '{{organisation}} vous a créé un compte sur Portiepunt. Choisissez votre mot de passe ; vous vous connecterez ensuite avec votre adresse e-mail {{email}}.',
      link: 'Choisir mon mot de passe',
      expiry:
        'Ce lien est valable 72 heures et ne fonctionne qu’une seule fois. Il a expiré ? Écrivez-nous à {{supportAddress}} pour recevoir une nouvelle invitation.',
      expiryFromOrganisation:
        'Ce lien est valable 72 heures et ne fonctionne qu’une seule fois. Il a expiré ? Demandez une nouvelle invitation à votre administrateur.',
    },
    passwordReset: {
      subject: 'Choisissez un nouveau mot de passe Portiepunt',
      intro: 'Vous avez demandé un nouveau mot de passe pour votre compte Portiepunt.',
      link: 'Choisir un nouveau mot de passe',
      expiry: 'Ce lien est valable 60 minutes et ne fonctionne qu’une seule fois.',
      notAsked: 'Vous n’avez rien demandé ? Ignorez simplement cet e-mail : votre mot de passe reste inchangé.',
    },
  },
  en: {
    invitation: {
      subject: 'Your Portiepunt account is ready',
      subjectFromOrganisation: 'Your Portiepunt account for {{organisation}} is ready',
      intro: 'A Portiepunt account is waiting for you. Choose your own password, then sign in with your email address {{email}}.',
      introFromOrganisation:
        '{{organisation}} has set up a Portiepunt account for you. Choose your own password, then sign in with your email address {{email}}.',
      link: 'Choose your password',
      expiry: 'This link is valid for 72 hours and works only once. Has it expired? Email us at {{supportAddress}} for a new invitation.',
      expiryFromOrganisation:
        'This link is valid for 72 hours and works only once. Has it expired? Ask your administrator for a new invitation.',
    },
    passwordReset: {
      subject: 'Set a new password for Portiepunt',
      intro: 'You asked for a new password for your Portiepunt account.',
      link: 'Choose a new password',
      expiry: 'This link is valid for 60 minutes and works only once.',
      notAsked: 'Didn’t ask for this? Then you can ignore this email: your password stays as it was.',
    },
  },
});
