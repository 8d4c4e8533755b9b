import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activities, banners } from './home.schema';

export type BannerRow = typeof banners.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

/** SQL for the home page's banners and activities; inactive ones are never public. */
export function createHomeRepository(db: Database) {
  return {
    activeBanners(): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(eq(banners.isActive, true))
        .orderBy(asc(banners.position), asc(banners.id));
    },

    activeActivities(page: { offset: number; limit: number }): Promise<ActivityRow[]> {
      return db
        .select()
        .from(activities)
        .where(eq(activities.isActive, true))
        .orderBy(asc(activities.position), asc(activities.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    countActiveActivities(): Promise<number> {
      return db.$count(activities, eq(activities.isActive, true));
    },
  };
}
