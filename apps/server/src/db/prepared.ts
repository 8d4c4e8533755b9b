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

/**
 * A statement with a few shapes (a sort, an optional filter, guest or learner), each prepared the
 * first time it is asked for under the name `name` gives it, and reused ever after.
 */
export function preparedShapes<Shape, Statement>(
  name: (shape: Shape) => string,
  prepare: (shape: Shape, name: string) => Statement,
): (shape: Shape) => Statement {
  const byName = new Map<string, Statement>();
  return (shape) => {
    const key = name(shape);
    let statement = byName.get(key);
    if (!statement) {
      statement = prepare(shape, key);
      byName.set(key, statement);
    }
    return statement;
  };
}
