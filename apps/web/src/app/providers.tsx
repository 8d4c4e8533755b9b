import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '../lib/session';

/**
 * The app's server-state cache: one retry, no refetch on focus, and answers fresh for 10 s —
 * so the data a page prefetched before its first render is used, not fetched again on mount.
 * Writes invalidate what they change.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });

/** Everything the app needs around it: server-state cache and the session. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
