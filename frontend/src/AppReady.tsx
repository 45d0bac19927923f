import { useEffect } from 'react';

/**
 * Marks the page interactive: hydrated, or rendered over another page's HTML, which index.html hid.
 * Render it inside the same Suspense boundary as the lazily loaded page, so that it commits only once that
 * page has hydrated; until then typing into prerendered form fields would be lost.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.classList.remove('other-page');
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
