import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The academy day (a date in `timeZone`) on which the instant in `at` fell. */
export function academyDay(at: SQLWrapper, timeZone: string): SQL {
  return sql`(${at} at time zone ${timeZone})::date`;
}

/** The academy's today, a date in `timeZone`. */
export function academyToday(timeZone: string): SQL {
  return sql`(now() at time zone ${timeZone})::date`;
}

/** The instant the academy day `daysAgo` days before today began (0: today's midnight). */
export function academyDayStart(daysAgo: number, timeZone: string): SQL {
  return sql`((${academyToday(timeZone)} - ${daysAgo}::int)::timestamp at time zone ${timeZone})`;
}

/** The instant the current academy month began: the 1st at midnight in `timeZone`. */
export function academyMonthStart(timeZone: string): SQL {
  return sql`(date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})`;
}

/** The academy month (`YYYY-MM` in `timeZone`) in which the instant in `at` fell. */
export function academyMonth(at: SQLWrapper, timeZone: string): SQL {
  return sql`to_char(${at} at time zone ${timeZone}, 'YYYY-MM')`;
}

/** The academy day (`YYYY-MM-DD` in `timeZone`) of an instant, in JavaScript: for names, not SQL. */
export function academyDayOf(at: Date, timeZone: string): string {
  const parts = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone } as const;
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', parts).format(at);
}
