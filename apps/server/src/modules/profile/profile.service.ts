import type { LearnerSummary } from '@academy/contracts/points';
import type { Database } from '../../db/database';
import { createProfileRepository } from './profile.repository';

/** The profile's summary tiles, computed from the learner's own records. */
export function createProfileService(db: Database, options: { timeZone: string }) {
  const repository = createProfileRepository(db);
  return {
    async summary(user: { id: number; availablePoints: number }): Promise<LearnerSummary> {
      const { completed, redeemed, activeDays } = await repository.countsOf(
        user.id,
        options.timeZone,
      );
      return {
        available_points: user.availablePoints,
        courses_completed: completed,
        courses_redeemed: redeemed,
        days_active: activeDays,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
