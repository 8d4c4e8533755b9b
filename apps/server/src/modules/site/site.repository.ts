import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { siteSettings } from './site.schema';

/** SQL for the key/value site settings. */
export function createSiteRepository(db: Database) {
  return {
    /** Stores a value unless the key exists, then returns what is stored (first writer wins). */
    async readOrInsert(key: string, value: unknown): Promise<unknown> {
      await db.insert(siteSettings).values({ key, value }).onConflictDoNothing();
      const [row] = await db
        .select({ value: siteSettings.value })
        .from(siteSettings)
        .where(eq(siteSettings.key, key));
      return row?.value;
    },

    async writeValues(values: Record<string, unknown>) {
      const now = new Date();
      for (const [key, value] of Object.entries(values)) {
        await db
          .insert(siteSettings)
          .values({ key, value, updatedAt: now })
          .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now } });
      }
    },

    async readValues(keys: readonly string[]): Promise<Map<string, unknown>> {
      const rows = await db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.value]));
    },
  };
}
