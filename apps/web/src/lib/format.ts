import { priceInYuan } from '@academy/contracts/catalogue.rules';
import type { Locale } from '@academy/contracts/rules';

const intlLocale = (locale: Locale) => (locale === 'zh' ? 'zh-CN' : 'en-US');

/** A date and time as "Nov 22, 2026, 14:05" / "2026年11月22日 14:05". */
export function formatDateTime(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: locale === 'zh' ? 'long' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(value));
}

/** The date part only ("Nov 22, 2026" / "2026年11月22日"). */
export function formatDate(value: string | Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    year: 'numeric',
    month: locale === 'zh' ? 'long' : 'short',
    day: 'numeric',
  }).format(new Date(value));
}

/**
 * A calendar day (YYYY-MM-DD, such as an academy day) with the given fields ("Nov 3" /
 * "11月3日"). It is a date, not an instant: formatted in UTC so the viewer's zone never shifts it.
 */
export function formatCalendarDay(
  day: string,
  locale: Locale,
  fields: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...fields, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Minutes as "45 min", or hours and minutes above 60 ("1 h 5 min" / "1小时5分钟"). */
export function formatDuration(minutes: number, locale: Locale): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (locale === 'zh') {
    if (whole <= 60) return `${whole}分钟`;
    return rest ? `${hours}小时${rest}分钟` : `${hours}小时`;
  }
  if (whole <= 60) return `${whole} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * A USD list price shown as USD in English and in Chinese as the yuan price the academy's rule
 * sets from it (decision 0029).
 */
export function formatPrice(usd: number, locale: Locale, usdToCny: number): string {
  if (locale === 'en') {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(usd);
  }
  return new Intl.NumberFormat('zh-CN', {
    style: 'currency',
    currency: 'CNY',
    maximumFractionDigits: 0,
  }).format(priceInYuan(usd, usdToCny));
}

/** Whole numbers with the language's grouping ("12,345"). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}
