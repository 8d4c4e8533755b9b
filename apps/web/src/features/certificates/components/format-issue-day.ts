import type { Locale } from '@academy/contracts/rules';
import { formatCalendarDay } from '../../../lib/format';

/**
 * The academy's day of issue ("Nov 26, 2026" / "2026年11月26日"), the day the PDF prints: a
 * calendar day, so the reader's time zone never moves it.
 */
export const formatIssueDay = (day: string, locale: Locale) =>
  formatCalendarDay(day, locale, {
    year: 'numeric',
    month: locale === 'zh' ? 'long' : 'short',
    day: 'numeric',
  });
