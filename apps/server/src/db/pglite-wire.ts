import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { isPlannedPerTerm } from './search';

type BackendMessage = Parameters<Parameters<InstanceType<typeof protocol.Parser>['parse']>[1]>[0];

/** A statement as the main thread sends it. */
export interface WireQuery {
  sql: string;
  params: readonly unknown[];
  rowMode: 'array' | 'object';
  /** Types whose values stay the text PostgreSQL sent (Drizzle maps dates and times itself). */
  rawTypes: readonly number[];
}

/** A database refusal as plain data: an Error's own fields do not survive a thread boundary. */
export interface WireError {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;
}

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'schema',
  'severity',
] as const;

export function wireErrorOf(error: unknown): WireError {
  const plain: WireError = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const field of ERROR_FIELDS) {
      const value = (error as Record<string, unknown>)[field];
      if (typeof value === 'string') plain[field] = value;
    }
  }
  return plain;
}

/** PostgreSQL refuses to reuse a statement whose result columns a migration changed. */
const PLAN_CHANGED = '0A000';
/** How many statements stay prepared; the least recently used is closed past it. */
const STATEMENT_CACHE_SIZE = 500;
/** Statements with more parameters than this are prepared afresh each time (see statementFor). */
const MAX_CACHED_PARAMETERS = 32;

interface Prepared {
  name: string;
  /** The parameters' types as PostgreSQL inferred them, which decide how a value is written. */
  parameterTypes: number[];
}

const { serialize } = protocol;
const SYNC = serialize.sync();

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

type RoundTrip = (messages: readonly Uint8Array[]) => Promise<BackendMessage[]>;

/**
 * Runs one batch of messages in one call into Postgres and answers what it sent back, parsed
 * (a database error is thrown). Through `execProtocol`, which starts each call with an empty
 * message list: PGlite's raw call collects every answer in a list of its own that only
 * `execProtocol` empties, so raw calls grow the heap by each answer, forever.
 */
function roundTripOn(pg: PGlite): RoundTrip {
  return async (messages) => {
    const answer = await pg.execProtocol(concat(messages), { syncToFs: false });
    return answer.messages;
  };
}

/** PGlite's parsers with some types kept as text, built once for each list of such types. */
function parsersKeepingText(pg: PGlite) {
  const parsersByRawTypes = new Map<string, Record<number, (text: string) => unknown>>();
  return (rawTypes: readonly number[]) => {
    const key = rawTypes.join(',');
    let parsers = parsersByRawTypes.get(key);
    if (!parsers) {
      parsers = { ...pg.parsers };
      for (const type of rawTypes) parsers[type] = (text: string) => text;
      parsersByRawTypes.set(key, parsers);
    }
    return parsers;
  };
}

/** Parses a statement under a name ('' for the unnamed one) and answers its parameter types. */
async function prepare(
  roundTrip: RoundTrip,
  name: string,
  sql: string,
  before: readonly Uint8Array[] = [],
): Promise<Prepared> {
  const described = await roundTrip([
    ...before,
    serialize.parse({ name, text: sql, types: [] }),
    serialize.describe({ type: 'S', name }),
    SYNC,
  ]);
  const parameters = described.find(
    (message) => message instanceof protocol.messages.ParameterDescriptionMessage,
  );
  return { name, parameterTypes: parameters?.dataTypeIDs ?? [] };
}

/** The statements kept prepared, by their text, least recently used first. */
function preparedStatements(roundTrip: RoundTrip) {
  const prepared = new Map<string, Prepared>();
  let statementCount = 0;
  return {
    /**
     * The prepared statement for this text: a named one kept for the next time (the least
     * recently used closed past the cache's size), or, for a statement with many parameters (a
     * bulk insert, whose text is seldom the same twice) or a search planned for its term, the
     * unnamed one, so its plan is not kept.
     */
    async statementFor(sql: string, parameterCount: number): Promise<Prepared> {
      if (parameterCount > MAX_CACHED_PARAMETERS || isPlannedPerTerm(sql)) {
        return prepare(roundTrip, '', sql);
      }
      const known = prepared.get(sql);
      if (known) {
        prepared.delete(sql);
        prepared.set(sql, known);
        return known;
      }
      const closing: Uint8Array[] = [];
      if (prepared.size >= STATEMENT_CACHE_SIZE) {
        const [oldestSql, oldest] = prepared.entries().next().value as [string, Prepared];
        prepared.delete(oldestSql);
        closing.push(serialize.close({ type: 'S', name: oldest.name }));
      }
      statementCount += 1;
      const statement = await prepare(roundTrip, `wire_${statementCount}`, sql, closing);
      prepared.set(sql, statement);
      return statement;
    },

    async forget(sql: string) {
      const statement = prepared.get(sql);
      if (!statement) return;
      prepared.delete(sql);
      await roundTrip([serialize.close({ type: 'S', name: statement.name }), SYNC]);
    },
  };
}

/** A parameter's value as the text PostgreSQL reads for its type (null stays null). */
function written(pg: PGlite, value: unknown, type: number | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = type === undefined ? undefined : pg.serializers[type];
  return serializer ? serializer(value) : String(value);
}

/**
 * PGlite spoken to over the wire protocol directly, as a server's client would (decision 0024).
 * PGlite's own `query()` makes six calls into Postgres per statement and parses and plans it
 * every time; here a statement with parameters is prepared once under a name (Postgres then
 * reuses its plan) and each execution is one call: bind, describe, execute, sync. Values are
 * written and read with PGlite's own type handlers, so answers are exactly what `query()` gives.
 */
export function createWireClient(pg: PGlite) {
  const roundTrip = roundTripOn(pg);
  const parsersFor = parsersKeepingText(pg);
  const statements = preparedStatements(roundTrip);

  async function execute(query: WireQuery): Promise<Results> {
    const parsers = parsersFor(query.rawTypes);
    const options = { rowMode: query.rowMode };
    if (query.params.length === 0) {
      // As node-postgres does: without parameters, the simple protocol, which takes several
      // statements at once (answered with the last one's rows).
      const answer = await roundTrip([serialize.query(query.sql)]);
      const results = parse.parseResults(answer, parsers, options);
      return results.at(-1) as Results;
    }
    const statement = await statements.statementFor(query.sql, query.params.length);
    const values = query.params.map((value, index) =>
      written(pg, value, statement.parameterTypes[index]),
    );
    const messages = await roundTrip([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      SYNC,
    ]);
    const [result] = parse.parseResults(messages, parsers, options);
    return result as Results;
  }

  return {
    /** One statement, with parameters; answers its rows as PGlite's `query()` would. */
    async query(query: WireQuery): Promise<Results> {
      try {
        return await execute(query);
      } catch (error) {
        if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
        await statements.forget(query.sql);
        return execute(query);
      }
    },

    /** Statements without parameters, several allowed (the simple query protocol). */
    async exec(sql: string): Promise<Results[]> {
      return parse.parseResults(await roundTrip([serialize.query(sql)]), pg.parsers) as Results[];
    },
  };
}

export type WireClient = ReturnType<typeof createWireClient>;
