import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostNeeded, subscribeToasts } from './Toast';

const Toaster = lazy(() => import('./Toaster'));

/** Mount once at the root. */
export function ToastHost() {
  const needed = useSyncExternalStore(subscribeToasts, isToastHostNeeded, () => false);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
