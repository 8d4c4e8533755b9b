import type { Activity, ActivityList, Banner } from '@academy/contracts/home';
import type { Database } from '../../db/database';
import { type ActivityRow, type BannerRow, createHomeRepository } from './home.repository';

function presentBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    name: row.name,
    name_zh: row.nameZh,
    desc: row.desc,
    desc_zh: row.descZh,
    image: row.image,
    link: row.link,
    tag: row.tag,
    tag_zh: row.tagZh,
  };
}

function presentActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    title: row.title,
    title_zh: row.titleZh,
    desc: row.desc,
    desc_zh: row.descZh,
    tag: row.tag,
    tag_zh: row.tagZh,
    image_url: row.imageUrl,
    image_url_zh: row.imageUrlZh,
  };
}

/** The home page's carousel banners and activity cards. */
export function createHomeService(db: Database) {
  const repository = createHomeRepository(db);
  return {
    async banners(): Promise<Banner[]> {
      return (await repository.activeBanners()).map(presentBanner);
    },

    async activities(page: number, limit: number): Promise<ActivityList> {
      const [rows, count] = await Promise.all([
        repository.activeActivities({ offset: (page - 1) * limit, limit }),
        repository.countActiveActivities(),
      ]);
      return { list: rows.map(presentActivity), count, page, limit };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
