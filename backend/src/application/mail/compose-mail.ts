import type { Language } from '../../domain/shared/language.js';
import type { OutboundEmail } from '../../domain/mail/outbound-email.js';
import { mailTexts } from './mail.texts.js';

/** A paragraph of text, or a link that the text part puts on a line of its own. */
export type MailBlock = string | { label: string; url: string };

export interface MailContent {
  kind: string;
  to: string;
  /** The recipient's language: of the greeting, the signature and the HTML part's `lang`. */
  language: Language;
  subject: string;
  /** Greets the recipient by first name; null greets without a name. */
  firstName: string | null;
  blocks: MailBlock[];
  headers?: Record<string, string>;
}

/**
 * The one shape of every mail: a plain-text part in which each link stands alone on its line, and a
 * simple HTML part with the same words. Each kind of mail supplies its own texts, in the recipient's language.
 */
export function composeMail(content: MailContent): OutboundEmail {
  const t = mailTexts(content.language);
  const greeting = content.firstName === null ? t('greetingWithoutName') : t('greeting', { firstName: content.firstName });
  const signature = t('signature').split('\n');
  const text = [
    greeting,
    ...content.blocks.map((block) => (typeof block === 'string' ? block : `${block.label}:\n${block.url}`)),
    signature.join('\n'),
  ].join('\n\n');
  const paragraphs = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...content.blocks.map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`,
    ),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ];
  const html = `<!doctype html>\n<html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>\n<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">\n${paragraphs.join('\n')}\n</body></html>\n`;
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: `${text}\n`,
    html,
    ...(content.headers ? { headers: content.headers } : {}),
  };
}

/** Every http(s) link in a text, in order; used to log held mails. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}
