import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pageAndTotal, tableStore } from '../../db/table-query';
import { activities, banners } from './home.schema';

export type BannerRow = typeof banners.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;

/** The admin tables of banners and activities (every one, active or not). */
export const bannerStore = (db: Database) =>
  tableStore(db, banners, {
    select: () => db.select().from(banners).$dynamic(),
    search: [banners.name, banners.nameZh],
    sortable: { position: banners.position, name: banners.name },
    defaultOrder: banners.position,
    defaultDirection: 'asc',
  });

export const activityStore = (db: Database) =>
  tableStore(db, activities, {
    select: () => db.select().from(activities).$dynamic(),
    search: [activities.title, activities.titleZh],
    sortable: { position: activities.position, title: activities.title },
    defaultOrder: activities.position,
    defaultDirection: 'asc',
  });

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

    /** A page of the active activities in their order, and how many there are. */
    activeActivitiesPage(page: { offset: number; limit: number }) {
      const where = eq(activities.isActive, true);
      return pageAndTotal(
        db.select().from(activities).where(where).$dynamic(),
        [asc(activities.position), asc(activities.id)],
        page,
        db.$count(activities, where),
      );
    },
  };
}
