import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { siteSettings } from '../../db/schema/site';

/** SQL for the key/value site settings. */
export function createSiteRepository(db: Database) {
  return {
    async readValues(keys: readonly string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}
