import { Column, type DriverValueDecoder, is, SQL, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

type Field = Column | SQL | SQL.Aliased;
/** Selected fields as Drizzle's select takes them, nested one level at most. */
type Fields = Record<string, Field | Record<string, Field>>;

interface Leaf {
  path: readonly [string] | readonly [string, string];
  field: Field;
}

function leavesOf(fields: Fields): Leaf[] {
  return Object.entries(fields).flatMap(([name, field]): Leaf[] =>
    is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)
      ? [{ path: [name], field }]
      : Object.entries(field).map(([inner, innerField]) => ({
          path: [name, inner],
          field: innerField,
        })),
  );
}

/**
 * How Drizzle reads this field's value from the driver: a column's type, or an expression's
 * `mapWith` (kept on the SQL as `decoder`, which Drizzle's own row mapping reads too but leaves
 * out of its published types).
 */
function decoderOf(field: Field): (value: unknown) => unknown {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  const expression = (is(field, SQL) ? field : field.sql) as unknown as {
    decoder: DriverValueDecoder<unknown, unknown>;
  };
  return (value) => expression.decoder.mapFromDriverValue(value);
}

/**
 * The selected fields as one JSON array per row, read back into the very shape a select of
 * the same fields answers (decision 0021). Every column a statement sends costs Postgres its
 * own trip through the protocol's row writer, and the driver its own parse: on the embedded
 * database a page of course cards took twice as long as the same values in one array.
 * JSON carries dates as ISO text and numbers as numbers, which the fields' own decoders take.
 */
export function jsonRow<Selected extends Fields>(
  fields: Selected,
): SQL<SelectResultFields<Selected>> {
  const leaves = leavesOf(fields);
  const decoders = leaves.map((leaf) => decoderOf(leaf.field));
  const values = leaves.map(({ field }) => (is(field, SQL.Aliased) ? field.sql : field));
  return sql`json_build_array(${sql.join(values, sql`, `)})`.mapWith((array: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < leaves.length; index += 1) {
      const { path } = leaves[index] as Leaf;
      const raw = array[index];
      const value = raw === null ? null : (decoders[index] as (value: unknown) => unknown)(raw);
      const [name, inner] = path;
      if (inner === undefined) {
        row[name] = value;
      } else {
        const nested = (row[name] ?? {}) as Record<string, unknown>;
        nested[inner] = value;
        row[name] = nested;
      }
    }
    return row as SelectResultFields<Selected>;
  });
}
