import { escapeHtml } from '../../mail/index.js';
import type { UnsubscribeKind } from '../domain/notification-preferences.js';

/** The Dutch pages behind a mail's unsubscribe link: ask, then confirm. Server-rendered, no script needed. */

const WHAT: Record<UnsubscribeKind, string> = {
  newPortions: 'e-mails over nieuwe porties',
  reminders: 'herinneringen om je portie op te halen',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Portiepunt</title>
<style>body{font-family:system-ui,Arial,sans-serif;color:#1f2937;background:#f8fafc;margin:0;padding:2rem 1rem}main{max-width:32rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}h1{font-size:1.5rem;margin-top:0}button{font:inherit;background:#15803d;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer}a{color:#15803d}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>
`;
}

export function askPage(kind: UnsubscribeKind, token: string): string {
  return page(
    'Afmelden',
    `<p>Wil je geen ${WHAT[kind]} meer ontvangen?</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">Afmelden</button></form>`,
  );
}

export function donePage(kind: UnsubscribeKind): string {
  return page(
    'Je bent afgemeld',
    `<p>Je ontvangt geen ${WHAT[kind]} meer.</p>
<p>Je kunt dit altijd weer aanzetten onder Meldingen op het <a href="/dashboard">dashboard</a>.</p>`,
  );
}

export function invalidPage(): string {
  return page(
    'Link werkt niet',
    '<p>Deze afmeldlink is niet geldig. Je kunt je meldingen aanpassen onder Meldingen op het <a href="/dashboard">dashboard</a>.</p>',
  );
}
