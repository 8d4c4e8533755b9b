/**
 * The one mapping between the database's camelCase rows and the API's snake_case fields.
 * Presenters spread `snakeKeys(row)` and add only what differs (a joined name, a computed figure,
 * a renamed field); inputs become table values with `camelKeys(input)`. The response schema then
 * keeps exactly the contract's fields, so nothing a row holds beyond them can leave; a row that
 * holds what must never leave (an anonymous author's id, a password hash) is `pick`ed first.
 */

type SnakeCase<Key extends string> = Key extends `${infer Head}${infer Tail}`
  ? Head extends Lowercase<Head>
    ? `${Head}${SnakeCase<Tail>}`
    : `_${Lowercase<Head>}${SnakeCase<Tail>}`
  : Key;

type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key;

/** Dates travel as ISO-8601 strings. */
type Wire<Value> = [Value] extends [Date]
  ? string
  : [Value] extends [Date | null]
    ? string | null
    : Value;

export type SnakeKeys<Row> = { [Key in keyof Row as SnakeCase<Key & string>]: Wire<Row[Key]> };
export type CamelKeys<Input> = { [Key in keyof Input as CamelCase<Key & string>]: Input[Key] };

/** Rows share a few dozen column names: each is converted once, not on every row. */
const snakeNames = new Map<string, string>();
const toSnake = (key: string) => {
  let name = snakeNames.get(key);
  if (name === undefined) {
    name = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    snakeNames.set(key, name);
  }
  return name;
};
const toCamel = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A row's fields with snake_case names, dates as ISO strings. */
export function snakeKeys<Row extends object>(row: Row): SnakeKeys<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      toSnake(key),
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as SnakeKeys<Row>;
}

/** Only the named fields of a row: what it holds besides is neither shown nor written. */
export function pick<Row extends object, Key extends keyof Row>(
  row: Row,
  keys: readonly Key[],
): Pick<Row, Key> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<Row, Key>;
}

/** An input's fields with camelCase names, as table values. */
export function camelKeys<Input extends object>(input: Input): CamelKeys<Input> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [toCamel(key), value]),
  ) as CamelKeys<Input>;
}
