import { useEffect, type RefObject } from 'react';

/**
 * Calls `onNear` once the element comes within `margin` of the viewport. It sets no state: the caller does not
 * render again, so a part of the page that is still waiting to hydrate receives no update (which would make
 * React drop its prerendered HTML, and with it whatever was typed into it).
 */
export function useWhenNearViewport(ref: RefObject<Element | null>, onNear: () => void, margin = '800px'): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onNear, margin]);
}
