import type { AdminActivityFeedItem } from '@academy/contracts/admin-overview';
import type { Locale } from '@academy/contracts/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, type TFunction, translate } from '../../../lib/i18n';
import { activityLine, lineText } from './activity-line';

const tIn =
  (locale: Locale): TFunction =>
  (key, options) =>
    translate(key, options, 'admin', locale);
const line = (item: AdminActivityFeedItem, locale: Locale) =>
  lineText(activityLine(item, tIn(locale), locale));

const base: AdminActivityFeedItem = {
  id: 'x',
  type: 'registration',
  user: 'Li Lei',
  user_id: 1,
  spend: null,
  course_id: null,
  course: null,
  lesson: null,
  reward: null,
  note: null,
  amount: null,
  rating: null,
  timestamp: '2026-11-24T09:00:00.000Z',
};
const course = { title: 'Value Investing', title_zh: '价值投资' };

beforeAll(async () => {
  await initI18n('en', ['admin']);
  await initI18n('zh', ['admin']);
});

describe('dashboard activity lines', () => {
  it('name the reward and the course in the reader’s language', () => {
    const redeemed = {
      ...base,
      type: 'payment' as const,
      spend: 'redemption' as const,
      reward: { title: 'Desk calendar', title_zh: '台历' },
      amount: 300,
    };
    expect(line(redeemed, 'en')).toBe('Li Lei redeemed Desk calendar');
    expect(line(redeemed, 'zh')).toBe('Li Lei兑换了台历');
    const unlocked = {
      ...redeemed,
      spend: 'course_unlock' as const,
      reward: null,
      course,
      course_id: 5,
    };
    expect(line(unlocked, 'en')).toBe('Li Lei unlocked Value Investing');
    expect(line(unlocked, 'zh')).toBe('Li Lei解锁了《价值投资》');
    const completed = {
      ...base,
      type: 'completion' as const,
      course,
      lesson: { title: 'Moats', title_zh: null },
    };
    expect(line(completed, 'en')).toBe('Li Lei completed Moats in Value Investing');
    // No Chinese name yet: the English one, in the Chinese sentence.
    expect(line(completed, 'zh')).toBe('Li Lei完成了《价值投资》的课时《Moats》');
  });

  it('keep the names apart from the words, so the page can link the course', () => {
    const enrolled = { ...base, type: 'enrollment' as const, course, course_id: 5 };
    expect(activityLine(enrolled, tIn('en'), 'en')).toEqual([
      { slot: 'user', text: 'Li Lei' },
      ' enrolled in ',
      { slot: 'course', text: 'Value Investing' },
    ]);
  });

  it('have a sentence for every kind of event, in both languages', () => {
    const items: AdminActivityFeedItem[] = [
      base,
      { ...base, type: 'enrollment', course },
      { ...base, type: 'review', course, rating: 4 },
      { ...base, type: 'payment', spend: 'adjustment', note: 'Refund for outage', amount: 50 },
      { ...base, type: 'payment', amount: 50 },
      { ...base, type: 'payment', spend: 'signin_makeup', amount: 20 },
    ];
    for (const locale of ['en', 'zh'] as const) {
      for (const item of items) {
        const text = line(item, locale);
        expect(text, `${locale} ${item.type}`).toContain('Li Lei');
        expect(text).not.toMatch(/\{\{|activityLine/);
      }
    }
    expect(line(items[3] as AdminActivityFeedItem, 'zh')).toBe(
      'Li Lei的积分被调整：Refund for outage',
    );
    // A make-up reads as one, not as points spent on nothing in particular.
    expect(line(items[5] as AdminActivityFeedItem, 'zh')).toBe('Li Lei补签了一天漏签');
    expect(line(items[5] as AdminActivityFeedItem, 'en')).toBe('Li Lei made up a missed check-in');
  });
});
