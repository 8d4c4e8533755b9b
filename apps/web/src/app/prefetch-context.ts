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

/**
 * What a server-rendered page says about itself in the document's head, found in the data its
 * `prefetch` read: the title before " · Academy", a one-line summary and its lead image (a
 * `/media/` path), which the head preloads and share cards show.
 */
export interface PageHead {
  title?: string;
  description?: string;
  image?: string;
}

/** A page's `head` reads what its prefetch put in the cache, as a guest sees it. */
export type HeadContext = Omit<PrefetchContext, 'userId'>;
