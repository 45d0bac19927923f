import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGES } from './public-pages.js';

describe('public pages', () => {
  it('are the paths under which the frontend serves each page in each language', () => {
    const frontendPaths = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../../../../frontend/src/public/i18n/paths.ts'),
      'utf8',
    );
    for (const [page, paths] of Object.entries(PUBLIC_PAGES)) {
      expect(frontendPaths).toContain(`${page}: { nl: '${paths.nl}', fr: '${paths.fr}', en: '${paths.en}' }`);
    }
  });
});
