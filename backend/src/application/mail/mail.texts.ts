import { defineTexts } from '../shared/i18n/texts.js';

/** What every mail shares: the greeting and the signature. */
export const mailTexts = defineTexts('mail', {
  nl: {
    greeting: 'Hallo {{firstName}},',
    greetingWithoutName: 'Hallo,',
    signature: 'Met vriendelijke groet,\nPortiepunt',
  },
  fr: {
    greeting: 'Bonjour {{firstName}},',
    greetingWithoutName: 'Bonjour,',
    signature: 'Bien à vous,\nL’équipe Portiepunt',
  },
  en: {
    greeting: 'Hello {{firstName}},',
    greetingWithoutName: 'Hello,',
    signature: 'Kind regards,\nThe Portiepunt team',
  },
});
