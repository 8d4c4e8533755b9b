import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatPrice } from './format';

describe('formatDuration', () => {
  it.each([
    [45, 'en', '45 min'],
    [60, 'en', '60 min'],
    [65, 'en', '1 h 5 min'],
    [120, 'en', '2 h'],
    [45, 'zh', '45分钟'],
    [65, 'zh', '1小时5分钟'],
    [120, 'zh', '2小时'],
  ] as const)('%i minutes in %s is %s', (minutes, locale, expected) => {
    expect(formatDuration(minutes, locale)).toBe(expected);
  });
});

describe('formatPrice', () => {
  it('shows USD in English and in Chinese the yuan price set from it, not a conversion', () => {
    expect(formatPrice(99, 'en', 7.2)).toBe('$99.00');
    expect(formatPrice(99, 'zh', 7.2)).toBe('¥699');
    expect(formatPrice(209, 'zh', 7.2)).toBe('¥1,499');
  });
});

describe('dates', () => {
  it('write the day one way per language, with or without the time', () => {
    const moment = '2026-09-05T06:07:00Z';
    const zhDay = formatDate(moment, 'zh');
    expect(formatDateTime(moment, 'zh').startsWith(zhDay)).toBe(true);
    expect(zhDay).toMatch(/^2026年9月5日$/);
    const enDay = formatDate(moment, 'en');
    expect(formatDateTime(moment, 'en').startsWith(enDay)).toBe(true);
    expect(enDay).toBe('Sep 5, 2026');
  });
});
