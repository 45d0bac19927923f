import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False in the prerendered HTML and while it hydrates; true once the app runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
