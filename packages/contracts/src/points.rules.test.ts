import { describe, expect, it } from 'vitest';
import { nextStreakMilestone } from './points.rules';

const bonuses = { streak_bonus_7: 30, streak_bonus_30: 150 };

describe('the next streak milestone', () => {
  it('counts the check-ins still needed, today included until it is signed', () => {
    // No streak: seven check-ins from today.
    expect(nextStreakMilestone(0, bonuses)).toEqual({ milestone: 7, days: 7, points: 30 });
    // Four days ending yesterday, or ending today after its sign-in: three more either way.
    expect(nextStreakMilestone(4, bonuses)).toEqual({ milestone: 7, days: 3, points: 30 });
    expect(nextStreakMilestone(6, bonuses)).toEqual({ milestone: 7, days: 1, points: 30 });
  });

  it('moves on once a milestone is reached, and ends after the last', () => {
    expect(nextStreakMilestone(7, bonuses)).toEqual({ milestone: 30, days: 23, points: 150 });
    expect(nextStreakMilestone(29, bonuses)).toEqual({ milestone: 30, days: 1, points: 150 });
    expect(nextStreakMilestone(30, bonuses)).toBeNull();
    expect(nextStreakMilestone(45, bonuses)).toBeNull();
  });

  it('skips a milestone that pays nothing', () => {
    expect(nextStreakMilestone(2, { streak_bonus_7: 0, streak_bonus_30: 150 })).toEqual({
      milestone: 30,
      days: 28,
      points: 150,
    });
    expect(nextStreakMilestone(2, { streak_bonus_7: 0, streak_bonus_30: 0 })).toBeNull();
  });
});
