/**
 * What react-admin gets when it imports react-router-dom (see vite.config.ts): everything, except the data-router
 * factories it needs only when it runs outside a router. It always runs inside the app's BrowserRouter, and
 * leaving those out keeps about 18 kB (gzipped) of router code out of the public pages' entry chunk.
 */
export * from 'react-router-dom';

function outsideAppRouter(): never {
  throw new Error('react-admin must be rendered inside the app router');
}

export const createHashRouter = outsideAppRouter;
export const createMemoryRouter = outsideAppRouter;
export const RouterProvider = outsideAppRouter;
