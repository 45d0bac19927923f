import type { Language } from '../../../domain/shared/language.js';
import type { MailBlock } from '../../mail/index.js';
import { notificationTexts } from '../notification.texts.js';

/**
 * RFC 8058 one-click unsubscribe: mail clients POST to the link (List-Unsubscribe-Post); a person opening it
 * sees a confirmation page first.
 */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function unsubscribeBlocks(language: Language, reason: string, link: string): MailBlock[] {
  return [reason, { label: notificationTexts(language)('unsubscribeLink'), url: link }];
}
