import { defineTexts } from '../../../application/shared/i18n/texts.js';

/** The pages behind a mail's unsubscribe link. A link that is not valid names nobody, so its page is Dutch. */
export const unsubscribePageTexts = defineTexts('unsubscribe-page', {
  nl: {
    what: { newPortions: 'e-mails over nieuwe porties', reminders: 'herinneringen om je portie op te halen' },
    askTitle: 'Afmelden',
    askQuestion: 'Wil je geen {{what}} meer ontvangen?',
    askButton: 'Afmelden',
    doneTitle: 'Je bent afgemeld',
    done: 'Je ontvangt geen {{what}} meer.',
    doneUndo: 'Je kunt dit altijd weer aanzetten onder Meldingen op het <a href="/dashboard">dashboard</a>.',
    invalidTitle: 'Link werkt niet',
    invalid: 'Deze afmeldlink is niet geldig. Je kunt je meldingen aanpassen onder Meldingen op het <a href="/dashboard">dashboard</a>.',
  },
  fr: {
    what: { newPortions: 'd’e-mails sur les nouvelles portions', reminders: 'de rappels pour retirer votre portion' },
    askTitle: 'Se désabonner',
    askQuestion: 'Vous ne souhaitez plus recevoir {{what}} ?',
    askButton: 'Se désabonner',
    doneTitle: 'Vous êtes désabonné',
    done: 'Vous ne recevrez plus {{what}}.',
    doneUndo: 'Vous pouvez les réactiver à tout moment sous Notifications, sur le <a href="/dashboard">tableau de bord</a>.',
    invalidTitle: 'Lien non valable',
    invalid:
      'Ce lien de désabonnement n’est pas valable. Vous pouvez modifier vos notifications sous Notifications, sur le <a href="/dashboard">tableau de bord</a>.',
  },
  en: {
    what: { newPortions: 'emails about new portions', reminders: 'reminders to collect your portion' },
    askTitle: 'Unsubscribe',
    askQuestion: 'Stop receiving {{what}}?',
    askButton: 'Unsubscribe',
    doneTitle: 'You have unsubscribed',
    done: 'You will no longer receive {{what}}.',
    doneUndo: 'You can turn them back on at any time under Notifications on the <a href="/dashboard">dashboard</a>.',
    invalidTitle: 'Link not valid',
    invalid:
      'This unsubscribe link is not valid. You can change your notifications under Notifications on the <a href="/dashboard">dashboard</a>.',
  },
});
