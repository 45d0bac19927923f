import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
    if (page.br && /\bbr\b/.test(acceptEncoding)) return { body: page.br, encoding: 'br' };
    if (page.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: page.gzip, encoding: 'gzip' };
    return { body: page.html };
  }
}
