import type { OutboundEmail } from './outbound-email.js';

/** A paragraph of Dutch text, or a link that the text part puts on a line of its own. */
export type MailBlock = string | { label: string; url: string };

export interface MailContent {
  kind: string;
  to: string;
  subject: string;
  /** e.g. "Hallo Sanne," */
  greeting: string;
  blocks: MailBlock[];
  headers?: Record<string, string>;
}

const SIGNATURE = ['Met vriendelijke groet,', 'Portiepunt'];

/**
 * The one shape of every mail: a plain-text part in which each link stands alone on its line, and a
 * simple HTML part with the same words. Each kind of mail supplies its own Dutch texts through this.
 */
export function composeMail(content: MailContent): OutboundEmail {
  const text = [
    content.greeting,
    ...content.blocks.map((block) => (typeof block === 'string' ? block : `${block.label}:\n${block.url}`)),
    SIGNATURE.join('\n'),
  ].join('\n\n');
  const paragraphs = [
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`
        : `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`,
    ),
    `<p>${SIGNATURE.map(escapeHtml).join('<br>')}</p>`,
  ];
  const html = `<!doctype html>\n<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>\n<body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f2937;">\n${paragraphs.join('\n')}\n</body></html>\n`;
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
