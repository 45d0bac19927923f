import type { Language } from './language.js';
import { PUBLIC_PAGES, type PublicPage } from './public-pages.js';

/** Builds absolute links to the public site (APP_URL) for mails and command-line output. */
export class AppLinks {
  constructor(readonly baseUrl: string) {}

  to(path: string, query: Record<string, string> = {}): string {
    const url = new URL(this.baseUrl + path);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** A public page in the reader's language. */
  page(page: PublicPage, language: Language, query: Record<string, string> = {}): string {
    return this.to(PUBLIC_PAGES[page][language], query);
  }
}
