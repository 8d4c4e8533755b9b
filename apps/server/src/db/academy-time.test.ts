import { describe, expect, it } from 'vitest';
import { academyDayOf } from './academy-time';

describe('academyDayOf', () => {
  it('names the day in the academy’s zone, not in UTC', () => {
    const lateEvening = new Date('2026-11-26T23:30:00Z');
    expect(academyDayOf(lateEvening, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(academyDayOf(lateEvening, 'UTC')).toBe('2026-11-26');
    expect(academyDayOf(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe(
      '2025-12-31',
    );
  });
});
