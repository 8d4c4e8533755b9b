import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

declare const shape: unique symbol;

/**
 * JSON text of a `T`, as PostgreSQL wrote it. A hot read sends it as it came: parsing it, mapping
 * it and writing it again as JSON would cost the server more than the statement did (decision 0044).
 */
export type JsonText<T> = string & { readonly [shape]: T };

/** The value JSON text holds, for code that needs the value rather than the text. */
export function readJsonText<T>(text: JsonText<T>): T {
  return JSON.parse(text) as T;
}

/**
 * One JSON object per row with these keys, in this order, as compact text: `row_to_json` of a
 * row built from the values (`json_build_object` would put a space around every colon). The
 * values' SQL types decide the JSON: a `numeric` is cast to `float8` to read as JavaScript
 * writes the number, a time is formatted with `isoTime`.
 */
export function jsonObjectText<T>(fields: { [Key in keyof T]: SQLWrapper }): SQL<JsonText<T>> {
  const columns = Object.entries<SQLWrapper>(fields).map(
    ([key, value]) => sql`${value} as ${sql.identifier(key)}`,
  );
  return sql<
    JsonText<T>
  >`(select row_to_json(object)::text from (select ${sql.join(columns, sql`, `)}) as object)`;
}

/** A time as JavaScript's `toISOString` writes it: UTC, milliseconds, `Z`. */
export function isoTime(at: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Rows of JSON objects as one JSON array. */
export function jsonArrayText<T>(items: readonly JsonText<T>[]): JsonText<T[]> {
  return `[${items.join(',')}]` as JsonText<T[]>;
}

/**
 * `jsonArrayText` done by PostgreSQL: the JSON objects of a statement's rows, in `order`, as one
 * array (`[]` when there are none), so a page is one row and one string instead of one per item.
 */
export function jsonArrayAgg<T>(item: SQL<JsonText<T>>, order: SQL[]): SQL<JsonText<T[]>> {
  return sql<
    JsonText<T[]>
  >`'[' || coalesce(string_agg(${item}, ',' order by ${sql.join(order, sql`, `)}), '') || ']'`;
}
