import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const behavior = (): ScrollBehavior => (window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

/**
 * On every navigation: scroll smoothly to the element named by the hash (waiting for it when the
 * page is still loading), or to the top of a new page.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scroll = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior: behavior(), block: 'start' });
      return Boolean(target);
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => scroll() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, hash, key]);

  return null;
}
