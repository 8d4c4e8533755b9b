import type { ActivityList } from '@academy/contracts/home';
import { homeActivitiesCall } from '@academy/contracts/public-reads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/activities/lists: the newest activities. */
export const getActivities = () => apiRead<ActivityList>(homeActivitiesCall());

export const activitiesQuery = () =>
  queryOptions({ queryKey: queryKeys.home.activities, queryFn: getActivities });

/** The activity cards of the home page. */
export const useActivities = () => useQuery(activitiesQuery());
