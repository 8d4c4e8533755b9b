import type { ActivityList } from '@academy/contracts/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Home shows at most two activities (spec §9). */
export const HOME_ACTIVITIES = 2;

/** GET /api/activities/lists: the newest activities. */
export const getActivities = () =>
  apiRequest<ActivityList>('/api/activities/lists', { query: { page: 1, limit: HOME_ACTIVITIES } });

export const activitiesQuery = () =>
  queryOptions({ queryKey: ['home', 'activities'], queryFn: getActivities });

/** The activity cards of the home page. */
export const useActivities = () => useQuery(activitiesQuery());
