import { siteSettingsCall } from '@academy/contracts/public-reads';
import type { PublicSettings } from '@academy/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/site/settings: support contacts and the customer-service link. */
export const getSiteSettings = () => apiRead<PublicSettings>(siteSettingsCall());

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site.settings,
    queryFn: getSiteSettings,
    staleTime: 5 * 60_000,
  });

/** The public site settings, cached for five minutes. */
export const useSiteSettings = () => useQuery(siteSettingsQuery());
