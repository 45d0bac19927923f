import { QueryClient } from '@tanstack/react-query';

/**
 * The client settings of spec section 9: no refetch interval, no refetch on focus, no retries, and cached data
 * never goes stale. Freshness comes from the live events and from invalidating after our own changes.
 * Shared with react-admin, so that live events reach its pages too.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchInterval: false, refetchOnWindowFocus: false, retry: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
