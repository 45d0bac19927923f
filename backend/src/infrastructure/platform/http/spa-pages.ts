import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Language } from '../../../domain/shared/language.js';
import { FORM_ERRORS_PARAM } from './form-post.js';
import { languageOfPath } from './public-languages.js';

interface Page {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface SpaResponse {
  status: 200 | 404;
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/** Routes of App.tsx that are rendered in the browser only (no prerendered page): they get the root page. */
/** Routes the browser renders without a prerendered page of their own: the app's root page serves them. */
const CLIENT_ROUTES = ['/login', '/dashboard', '/wachtwoord-vergeten', '/wachtwoord-herstellen', '/wachtwoord-instellen', '/scherm'];
const NOT_FOUND_FILE = '404.html';

/**
 * The built frontend's HTML: each prerendered route (`dist/<route>/index.html`, with its `.br`/`.gz` copies)
 * answers its own path, so a page paints before its script runs; the browser-only routes (login, dashboard) get
 * the root index.html; every other path gets the prerendered `404.html` of its language (by the `/fr/` or `/en/` prefix)
 * with status 404.
 */
export class SpaPages {
  private readonly pages = new Map<string, Page>();
  /** The 404 page of each language (dist/404.html, dist/fr/404.html, dist/en/404.html), Dutch when one is missing. */
  private readonly notFound: Record<Language, Page>;

  constructor(distDir: string) {
    this.collect(distDir, distDir);
    if (!this.pages.has('/')) throw new Error(`No index.html in ${distDir}`);
    const dutch = this.read(join(distDir, NOT_FOUND_FILE)) ?? this.pages.get('/')!;
    this.notFound = {
      nl: dutch,
      fr: this.read(join(distDir, 'fr', NOT_FOUND_FILE)) ?? dutch,
      en: this.read(join(distDir, 'en', NOT_FOUND_FILE)) ?? dutch,
    };
  }

  private read(file: string): Page | undefined {
    if (!existsSync(file)) return undefined;
    const optional = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
    return { html: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
  }

  private collect(distDir: string, dir: string): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') this.collect(distDir, join(dir, entry.name));
    }
    const page = this.read(join(dir, 'index.html'));
    if (!page) return;
    const route = `/${relative(distDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
    this.pages.set(route, page);
  }

  /** CSP sources ('sha256-…') of every inline script in the pages, so that the policy allows exactly those. */
  inlineScriptHashes(): string[] {
    const hashes = new Set<string>();
    for (const page of this.pages.values()) {
      for (const [, script] of page.html.toString('utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      }
    }
    return [...hashes].sort();
  }

  /** The HTML for a request path, compressed when the client accepts it. */
  resolve(url: string, acceptEncoding: string): SpaResponse {
    const path = url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
    const clientRoute = CLIENT_ROUTES.some((route) => path === route || path.startsWith(`${route}/`));
    const known = this.pages.get(path) ?? (clientRoute ? this.pages.get('/') : undefined);
    const page = known ?? this.notFound[languageOfPath(path)];
    const status = known ? 200 : 404;
    const failed = formErrorFields(url);
    if (failed.length > 0) return { status, body: showFormErrors(page.html, failed) };
    if (page.br && /\bbr\b/.test(acceptEncoding)) return { status, body: page.br, encoding: 'br' };
    if (page.gzip && /\bgzip\b/.test(acceptEncoding)) return { status, body: page.gzip, encoding: 'gzip' };
    return { status, body: page.html };
  }
}

/** The fields named by `?fout=` after a plain form post failed (see formErrorLocation). */
function formErrorFields(url: string): string[] {
  const query = url.split('?')[1];
  if (!query) return [];
  const value = new URLSearchParams(query.split('#')[0]).get(FORM_ERRORS_PARAM) ?? '';
  return value.split(',').filter((field) => /^[a-zA-Z]{1,40}$/.test(field));
}

/**
 * Each form's HTML holds a hidden summary with one hidden line per field (`data-form-errors`, `data-form-error`).
 * A style in the head reveals those named, so the errors show without JavaScript and hydration sees unchanged markup.
 */
function showFormErrors(html: Buffer, fields: string[]): Buffer {
  const lines = fields.map((field) => `[data-form-error="${field}"]`).join(',');
  const style = `<style id="form-errors-style">[data-form-errors]{display:block!important}${lines}{display:list-item!important}</style>`;
  return Buffer.from(html.toString('utf8').replace('</head>', `${style}</head>`));
}
