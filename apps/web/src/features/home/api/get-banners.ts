import type { Banner } from '@academy/contracts/home';
import { bannersCall } from '@academy/contracts/public-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/banner/lists: the carousel's slides. */
export const getBanners = () => apiRead<{ list: Banner[] }>(bannersCall());

/** One retry only: on failure the carousel shows its built-in slides instead. */
export const bannersQuery = () =>
  queryOptions({ queryKey: queryKeys.home.banners, queryFn: getBanners, retry: 1 });

/** The banners for the home carousel. */
export const useBanners = () => useQuery(bannersQuery());
