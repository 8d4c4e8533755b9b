import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isPlannedPerTerm } from './search';

/** Statements with more parameters than this (bulk inserts) are not kept prepared. */
const MAX_NAMED_PARAMETERS = 32;

/** PostgreSQL refuses a kept statement whose result columns a migration changed. */
const isPlanChanged = (error: unknown) =>
  (error as { code?: string }).code === '0A000' &&
  /cached plan must not change result type/.test((error as Error).message);

interface QueryConfig {
  name?: string;
  text: string;
  [option: string]: unknown;
}

/**
 * Names every statement with parameters after its text, so each connection of the pool parses
 * and plans it once and then only binds and executes it (the embedded database does the same in
 * pglite-wire.ts, decision 0024). Drizzle hands node-postgres the same text for the same query
 * shape, and our statements are a fixed set, so a connection keeps a few hundred at most. A
 * search by grams is left unnamed and planned for its term (`isPlannedPerTerm`). Both
 * the pool's own queries and those of a connection a transaction holds are named. Should a
 * migration change a kept statement's result columns under a running instance, statements are
 * named afresh and the query runs once more.
 */
export function nameStatements(pool: pg.Pool): void {
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `s${generation}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };

  function wrap(client: { query: pg.Pool['query'] }) {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    client.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => {
      const statement = config as QueryConfig;
      const isNameable =
        typeof statement === 'object' &&
        statement !== null &&
        typeof statement.text === 'string' &&
        !statement.name &&
        Array.isArray(values) &&
        values.length > 0 &&
        values.length <= MAX_NAMED_PARAMETERS &&
        rest.length === 0 &&
        !isPlannedPerTerm(statement.text);
      if (!isNameable) return query(config, values, ...rest);
      const named = () => query({ ...statement, name: nameOf(statement.text) }, values);
      return named().catch((error: unknown) => {
        if (!isPlanChanged(error)) throw error;
        generation += 1;
        names.clear();
        return named();
      });
    }) as typeof client.query;
  }

  wrap(pool);
  pool.on('connect', (client) => wrap(client));
}
