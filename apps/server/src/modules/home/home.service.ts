import type { ActivityList, Banner } from '@academy/contracts/home';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { snakeKeys } from '../../lib/case';
import { createHomeRepository } from './home.repository';

/** The home page's carousel banners and activity cards (the contract keeps their public fields). */
export function createHomeService(db: Database) {
  const repository = createHomeRepository(db);
  return {
    async banners(): Promise<Banner[]> {
      return (await repository.activeBanners()).map(snakeKeys);
    },

    async activities(page: number, limit: number): Promise<ActivityList> {
      const { rows, total: count } = await repository.activeActivitiesPage(pageWindow(page, limit));
      return { list: rows.map(snakeKeys), count, page, limit };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
