import type { Locale } from '@academy/contracts/rules';
import type { QueryClient } from '@tanstack/react-query';

/** What a page's `prefetch` knows before the first render: the URL and who is looking. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  locale: Locale;
  userId: number | undefined;
}
