import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import './index.css';
import { pageOfPath } from './public/i18n/paths';
import { preloadTexts } from './public/i18n/texts';

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

const container = document.getElementById('root')!;
const page = document.documentElement;
const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

// The build prerenders each public page; the server may answer any other path with the home page's HTML.
if (page.dataset.prerendered && samePath(page.dataset.prerendered, location.pathname)) {
  // The page's texts first, so that hydration finds them (in the page's language) and does not wait on them.
  void preloadTexts(location.pathname, pageOfPath(location.pathname) !== 'home').then(() => {
    // As a transition, hydration yields to the browser between small slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  createRoot(container).render(app);
}
