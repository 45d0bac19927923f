import type { Language } from '../../../domain/shared/language.js';
import { escapeHtml } from '../../../application/mail/index.js';
import type { UnsubscribeKind } from '../../../domain/notifications/notification-preferences.js';
import { unsubscribePageTexts } from './unsubscribe-page.texts.js';

/** The pages behind a mail's unsubscribe link, in the recipient's language: ask, then confirm. Server-rendered, no script needed. */

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Portiepunt</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#1f2937;background:#f8fafc;margin:0;padding:2rem 1rem}main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}h1{font-size:1.5rem;margin-top:0}button{font:inherit;background:#15803d;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}a{color:#15803d}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;
}

export function askPage(language: Language, kind: UnsubscribeKind, token: string): string {
  const t = unsubscribePageTexts(language);
  return page(
    language,
    t('askTitle'),
    `<p>${escapeHtml(t('askQuestion', { what: t(`what.${kind}`) }))}</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">${escapeHtml(t('askButton'))}</button></form>`,
  );
}

export function donePage(language: Language, kind: UnsubscribeKind): string {
  const t = unsubscribePageTexts(language);
  return page(language, t('doneTitle'), `<p>${escapeHtml(t('done', { what: t(`what.${kind}`) }))}</p>\n<p>${t('doneUndo')}</p>`);
}

export function invalidPage(): string {
  const t = unsubscribePageTexts('nl');
  return page('nl', t('invalidTitle'), `<p>${t('invalid')}</p>`);
}
