import { describe, expect, it } from 'vitest';
import { presentActivity } from './activity-feed';
import type { ActivityEventRow } from './admin.repository';

const row = (overrides: Partial<ActivityEventRow>): ActivityEventRow => ({
  id: 'e-1',
  type: 'payment',
  user_id: 7,
  user_name: 'Li Lei',
  course_id: null,
  course_title: null,
  course_title_zh: null,
  lesson_title: null,
  lesson_title_zh: null,
  reward_title: null,
  reward_title_zh: null,
  spend: null,
  note: null,
  amount: 300,
  rating: null,
  at: '2026-11-24T09:00:00.000Z',
  ...overrides,
});

describe('the dashboard feed', () => {
  it('names what points bought from the ledger reason, in both languages', () => {
    expect(
      presentActivity(
        row({ spend: 'redemption', reward_title: 'Desk calendar', reward_title_zh: '台历' }),
      ),
    ).toMatchObject({ spend: 'redemption', reward: { title: 'Desk calendar', title_zh: '台历' } });
    expect(
      presentActivity(row({ spend: 'admin_adjustment', note: 'Outage refund' })),
    ).toMatchObject({ spend: 'adjustment', note: 'Outage refund', reward: null, course: null });
    expect(presentActivity(row({ spend: 'signin_makeup' })).spend).toBe('signin_makeup');
    expect(presentActivity(row({ spend: 'something_new' })).spend).toBeNull();
    expect(
      presentActivity(row({ type: 'review', spend: 'redemption', rating: '4' as never })),
    ).toMatchObject({ spend: null, rating: 4 });
  });
});
