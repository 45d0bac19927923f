import { defineTexts } from '../../shared/i18n/texts.js';

/** The confirmations to someone who filled in a public form, in the language of that form. */
export const leadMailTexts = defineTexts('lead-mails', {
  nl: {
    demoRequest: {
      subject: 'We hebben je demo-aanvraag ontvangen',
      thanks: 'Bedankt voor je interesse in Portiepunt. We hebben je demo-aanvraag voor {{organization}} goed ontvangen.',
      next: 'We nemen binnen 24 uur contact met je op.',
      link: 'Alvast meer lezen over Portiepunt',
    },
    partnerApplication: {
      subject: 'We hebben je aanmelding als partner ontvangen',
      thanks: 'Bedankt voor je aanmelding als partner van Portiepunt. We bekijken je aanmelding zorgvuldig.',
      next: 'We nemen binnen 2 werkdagen contact met je op.',
      link: 'Het partnerprogramma nog eens bekijken',
    },
  },
  fr: {
    demoRequest: {
      subject: 'Nous avons bien reçu votre demande de démo',
      thanks: 'Merci de l’intérêt que vous portez à Portiepunt. Nous avons bien reçu votre demande de démo pour {{organization}}.',
      next: 'Nous vous recontacterons dans les 24 heures.',
      link: 'En savoir plus sur Portiepunt',
    },
    partnerApplication: {
      subject: 'Nous avons bien reçu votre candidature de partenaire',
      thanks: 'Merci de vouloir devenir partenaire de Portiepunt. Nous allons examiner votre candidature avec attention.',
      next: 'Nous vous recontacterons dans les 2 jours ouvrables.',
      link: 'Revoir le programme partenaires',
    },
  },
  en: {
    demoRequest: {
      subject: 'We have received your demo request',
      thanks: 'Thank you for your interest in Portiepunt. We have received your demo request for {{organization}}.',
      next: 'We will be in touch within 24 hours.',
      link: 'Read more about Portiepunt',
    },
    partnerApplication: {
      subject: 'We have received your partner application',
      thanks: 'Thank you for applying to become a Portiepunt partner. We will look at your application carefully.',
      next: 'We will be in touch within 2 working days.',
      link: 'Take another look at the partner programme',
    },
  },
});
