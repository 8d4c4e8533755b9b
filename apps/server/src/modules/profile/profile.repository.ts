import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { unlockedCourseCountOf } from '../catalogue/catalogue.views';
import { completedCourseCountOf, learningDaysOf } from '../learning/learning.views';
import { ledgerDaysOf } from '../points/points.views';

export interface ProfileCounts {
  completed: number;
  redeemed: number;
  activeDays: number;
}

/** The profile's summary tiles in one statement, composed from the owning modules' views. */
export function createProfileRepository(db: Database) {
  return {
    async countsOf(userId: number, timeZone: string): Promise<ProfileCounts> {
      const result = await db.execute<{
        completed: string;
        redeemed: string;
        active_days: string;
      }>(sql`
        select ${completedCourseCountOf(userId)} as completed,
          ${unlockedCourseCountOf(userId)} as redeemed,
          (select count(distinct day) from (${ledgerDaysOf(userId, timeZone)} union all ${learningDaysOf(userId, timeZone)}) days) as active_days`);
      const row = result.rows[0];
      return {
        completed: Number(row?.completed ?? 0),
        redeemed: Number(row?.redeemed ?? 0),
        activeDays: Number(row?.active_days ?? 0),
      };
    },
  };
}
