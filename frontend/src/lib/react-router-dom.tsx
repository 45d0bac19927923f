/**
 * What the app and react-admin get when they import react-router-dom in a build (see vite.config.ts): everything,
 * except two parts that would land in the public pages' entry chunk although this app never uses them:
 * - Link's route-module prefetching, which only framework mode can use (about 1.6 kB gzipped);
 * - the data-router factories react-admin needs only when it runs outside a router (about 18 kB); it always runs
 *   inside the app's BrowserRouter.
 */
import { forwardRef, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type LinkProps } from 'react-router-dom';

export * from 'react-router-dom';

/** An absolute URL or a protocol-relative one: a plain link that the router leaves alone. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** react-router's Link without prefetching: the same href, and the same client-side navigation on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, reloadDocument, replace, state, target, to, preventScrollReset, relative, viewTransition, ...rest },
  ref,
) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative, viewTransition });
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external && !reloadDocument) navigate(event);
  };
  // `prefetch`, `discover` and `mask` are framework-mode props; they must not reach the DOM.
  const { prefetch: _prefetch, discover: _discover, mask: _mask, defaultShouldRevalidate: _revalidate, ...anchor } = rest;
  return <a {...anchor} ref={ref} href={external ? (to as string) : href} target={target} onClick={handleClick} />;
});

function outsideAppRouter(): never {
  throw new Error('The admin screens must be rendered inside the app router');
}

export const createHashRouter = outsideAppRouter;
export const createMemoryRouter = outsideAppRouter;
export const RouterProvider = outsideAppRouter;
