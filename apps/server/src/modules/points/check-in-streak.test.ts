import { describe, expect, it } from 'vitest';
import { currentStreak, isInMakeUpWindow, missedDays, shiftDay } from './check-in-streak';
import { academyDay } from './points.service';

/** The `count` days ending on `last`, oldest first. */
const run = (last: string, count: number) =>
  Array.from({ length: count }, (_, index) => shiftDay(last, index - count + 1));

describe('shiftDay', () => {
  it('crosses month, leap-day and year boundaries', () => {
    expect(shiftDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-01-03', -7)).toBe('2026-12-27');
  });
});

describe('currentStreak', () => {
  it('is 0 without a sign-in today or yesterday', () => {
    expect(currentStreak([], '2026-11-22')).toEqual({ length: 0, firstDay: null });
    expect(currentStreak(['2026-11-20'], '2026-11-22')).toEqual({ length: 0, firstDay: null });
  });

  it('counts the run ending today, or yesterday while today is unsigned', () => {
    const days = run('2026-11-21', 5);
    expect(currentStreak(days, '2026-11-22')).toEqual({ length: 5, firstDay: '2026-11-17' });
    expect(currentStreak([...days, '2026-11-22'], '2026-11-22')).toEqual({
      length: 6,
      firstDay: '2026-11-17',
    });
  });

  it('stops at the first gap and ignores older runs', () => {
    const days = [...run('2026-11-10', 9), ...run('2026-11-22', 3)];
    expect(currentStreak(days, '2026-11-22')).toEqual({ length: 3, firstDay: '2026-11-20' });
  });

  it('runs across a month end and a year end', () => {
    expect(currentStreak(run('2026-03-02', 4), '2026-03-02')).toEqual({
      length: 4,
      firstDay: '2026-02-27',
    });
    expect(currentStreak(run('2027-01-02', 7), '2027-01-03')).toEqual({
      length: 7,
      firstDay: '2026-12-27',
    });
  });

  it("counts on the academy's days, not UTC's", () => {
    // 16:30 UTC on Nov 30 is already Dec 1 in Shanghai: yesterday there is Nov 30.
    const instant = new Date('2026-11-30T16:30:00Z');
    const days = run('2026-11-30', 3);
    expect(currentStreak(days, academyDay(instant, 'Asia/Shanghai')).length).toBe(3);
    expect(currentStreak(days, academyDay(instant, 'UTC')).length).toBe(3);
    // A day later it is still Dec 1 in UTC (the run lives on) but Dec 2 in Shanghai (it broke).
    const later = new Date('2026-12-01T16:30:00Z');
    expect(currentStreak(days, academyDay(later, 'UTC')).length).toBe(3);
    expect(currentStreak(days, academyDay(later, 'Asia/Shanghai')).length).toBe(0);
  });
});

describe('make-up window', () => {
  /** A learner who joined long before the window. */
  const member = '2026-01-01';

  it('lists the unsigned days of the last seven, newest first, across a month start', () => {
    const signed = ['2026-12-02', '2026-11-30', '2026-11-27'];
    expect(missedDays(signed, '2026-12-03', member)).toEqual([
      '2026-12-01',
      '2026-11-29',
      '2026-11-28',
      '2026-11-26',
    ]);
  });

  it('takes yesterday to a week ago, never today or the future', () => {
    expect(isInMakeUpWindow('2026-11-21', '2026-11-22', member)).toBe(true);
    expect(isInMakeUpWindow('2026-11-15', '2026-11-22', member)).toBe(true);
    expect(isInMakeUpWindow('2026-11-14', '2026-11-22', member)).toBe(false);
    expect(isInMakeUpWindow('2026-11-22', '2026-11-22', member)).toBe(false);
    expect(isInMakeUpWindow('2026-11-23', '2026-11-22', member)).toBe(false);
  });

  it('starts on the first academy day, which a learner who missed it may make up', () => {
    expect(isInMakeUpWindow('2026-11-19', '2026-11-22', '2026-11-20')).toBe(false);
    expect(isInMakeUpWindow('2026-11-20', '2026-11-22', '2026-11-20')).toBe(true);
    expect(missedDays(['2026-11-21'], '2026-11-22', '2026-11-20')).toEqual(['2026-11-20']);
    expect(missedDays([], '2026-11-22', '2026-11-22')).toEqual([]);
  });
});
