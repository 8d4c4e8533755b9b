import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ApiError, isTransientStatus } from '../lib/api-client';
import { SessionProvider } from '../lib/session';

const isTransient = (error: unknown) =>
  error instanceof ApiError && isTransientStatus(error.status);

/**
 * The app's server-state cache. Answers stay fresh for 10 s, so the data a page prefetched
 * before its first render is used, not fetched again on mount. A read that found no server is
 * tried twice more within two seconds, a blip's length; one that failed refetches when the
 * window gets the focus back or the browser comes back online, while answers that arrived are
 * not refetched on every return to the tab. Writes invalidate what they change.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isTransient(error),
        retryDelay: (failures) => 400 * 2 ** failures,
        refetchOnWindowFocus: (query) => query.state.status === 'error',
        refetchOnReconnect: true,
        staleTime: 10_000,
      },
    },
  });

/**
 * Refetches the shown reads that failed when the browser says it is online. The query client
 * does so only when it saw the browser go offline first; a server that stopped for a moment
 * never takes the browser offline, so its failures would otherwise wait for a click.
 */
function useRefetchFailedWhenOnline(queryClient: QueryClient) {
  useEffect(() => {
    const refetchFailed = () =>
      void queryClient.refetchQueries(
        { type: 'active', predicate: (query) => query.state.status === 'error' },
        // A refetch the client started for the same event is joined, not restarted.
        { cancelRefetch: false },
      );
    window.addEventListener('online', refetchFailed);
    return () => window.removeEventListener('online', refetchFailed);
  }, [queryClient]);
}

/** Everything the app needs around it: server-state cache and the session. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useRefetchFailedWhenOnline(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
