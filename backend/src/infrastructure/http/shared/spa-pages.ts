import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FORM_ERRORS_PARAM } from './form-post.js';

interface Page {
  html: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface SpaResponse {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

/**
 * The built frontend's HTML: each prerendered route (`dist/<route>/index.html`, with its `.br`/`.gz` copies)
 * answers its own path, so a page paints before its script runs; every other path gets the root index.html
 * and is rendered in the browser (client-side routes, the 404 page).
 */
export class SpaPages {
  private readonly pages = new Map<string, Page>();

  constructor(distDir: string) {
    this.collect(distDir, distDir);
    if (!this.pages.has('/')) throw new Error(`No index.html in ${distDir}`);
  }

  private collect(distDir: string, dir: string): void {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'assets') this.collect(distDir, join(dir, entry.name));
    }
    const file = join(dir, 'index.html');
    if (!existsSync(file)) return;
    const route = `/${relative(distDir, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
    const read = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);
    this.pages.set(route, { html: readFileSync(file), br: read(`${file}.br`), gzip: read(`${file}.gz`) });
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
    const page = this.pages.get(path) ?? this.pages.get('/')!;
    const failed = formErrorFields(url);
    if (failed.length > 0) return { body: showFormErrors(page.html, failed) };
    if (page.br && /\bbr\b/.test(acceptEncoding)) return { body: page.br, encoding: 'br' };
    if (page.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.html };
  }
}

/** The fields named by `?fout=` after a plain form post failed (see FormPostErrorFilter). */
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
