import type { Database } from './database';

/**
 * Statements prepared once per database handle: named, so PostgreSQL plans each once per
 * connection, and their SQL text is built once instead of on every request (decision 0021).
 * `prepare` runs the first time a handle asks; a transaction is a handle of its own and would
 * prepare its own copy, so hot statements are read through the root handle.
 */
export function preparedPerDatabase<Statements>(
  prepare: (db: Database) => Statements,
): (db: Database) => Statements {
  const byDatabase = new WeakMap<Database, Statements>();
  return (db) => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = prepare(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
