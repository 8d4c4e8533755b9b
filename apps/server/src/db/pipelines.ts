import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-errors';

/**
 * Statements one pipelined connection may have on the wire at once. PostgreSQL answers a
 * signed-in read's statement in tens of microseconds, so a full pipeline is worked off in a few
 * milliseconds; past it a newcomer goes to the overflow.
 */
export const PIPELINE_DEPTH = 256;

/** The promise form of `pg.Pool['query']`, which is how Drizzle sends a statement. */
export type SendStatement = (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

export interface Pipelines {
  query: SendStatement;
  end(): Promise<void>;
}

const closedError = () => new Error('Client was closed and is not queryable');

/** One pipelined connection: opened on its first statement and again after it is lost. */
class Lane {
  inFlight = 0;
  /** When the lane last answered a statement, or began to work after being idle. */
  private progressAt = 0;
  private client: pg.Client | undefined;
  private opening: Promise<pg.Client> | undefined;
  /** Whether this turn of the event loop's statements are being gathered for one write. */
  private isCorked = false;
  private isEnded = false;

  constructor(private readonly config: pg.ClientConfig) {}

  /** Whether it takes a statement now: not full, and not stalled behind a slow one. */
  takes(now: number, waitMs: number, depth: number): boolean {
    const isStalled = this.inFlight > 0 && now - this.progressAt > waitMs;
    return !isStalled && this.inFlight < depth;
  }

  send(config: pg.QueryConfig, values: unknown[] | undefined, now: number) {
    if (this.inFlight === 0) this.progressAt = now;
    this.inFlight += 1;
    const answered = () => {
      this.inFlight -= 1;
      this.progressAt = performance.now();
    };
    let client = this.client;
    const sent = client
      ? this.write(client, config, values)
      : this.open().then((opened) => {
          client = opened;
          return this.write(opened, config, values);
        });
    return sent.then(
      (result) => {
        answered();
        return result;
      },
      (error: unknown) => {
        answered();
        // A backend that ended says so before its socket closes: nothing more goes to it.
        if (client && this.client === client && isDatabaseUnavailable(error)) {
          this.client = undefined;
          client.end().catch(() => undefined);
        }
        throw error;
      },
    );
  }

  async end() {
    this.isEnded = true;
    await this.opening?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  private open(): Promise<pg.Client> {
    this.opening ??= (async () => {
      const client = new pg.Client({ ...this.config, pipeline: true, keepAlive: true });
      let isLost = false;
      const lost = () => {
        isLost = true;
        if (this.client === client) this.client = undefined;
      };
      // An unhandled 'error' would end the process; the statements it had reject on their own.
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
      } finally {
        this.opening = undefined;
      }
      if (this.isEnded) {
        await client.end();
        throw closedError();
      }
      if (!isLost) this.client = client;
      return client;
    })();
    return this.opening;
  }

  /** Writes the statement; the first of a turn corks the socket until the turn's end. */
  private write(client: pg.Client, config: pg.QueryConfig, values?: unknown[]) {
    if (!this.isCorked) {
      const socket = client.connection.stream;
      this.isCorked = true;
      socket.cork();
      setImmediate(() => {
        this.isCorked = false;
        socket.uncork();
      });
    }
    return client.query(config, values);
  }
}

/**
 * Single statements, pipelined on `count` connections of their own (decision 0021): a statement
 * is written as soon as it is sent, without waiting for the answers before it, and the statements
 * of one turn of the event loop leave in one socket write. node-postgres's own pipeline mode does
 * the protocol; this picks the connection, opens a lost one again and bounds the wait.
 *
 * - The least busy connection takes a statement. One whose statements have waited `waitMs`
 *   without an answer (a slow statement at its head) takes none until it answers again, and one
 *   with `depth` statements on the wire takes none either. When none can, the statement goes to
 *   `overflow` (the pool, whose own bounded wait answers 503 when it too is full): a request is
 *   never queued behind a statement that already made others wait.
 * - A statement on the wire is never withdrawn: a write sent is a write that may commit, so its
 *   answer is awaited whatever it costs (a lost connection answers it with its error, 503).
 * - A connection that closes (a restart, a killed backend) fails the statements it had and is
 *   opened again by the next statement.
 */
export function openPipelines(
  config: pg.ClientConfig,
  {
    count,
    waitMs,
    overflow,
    depth = PIPELINE_DEPTH,
  }: { count: number; waitMs: number; overflow: SendStatement; depth?: number },
): Pipelines {
  const lanes = Array.from({ length: count }, () => new Lane(config));
  let isEnded = false;
  return {
    query(statement, values) {
      if (isEnded) return Promise.reject(closedError());
      const now = performance.now();
      let chosen: Lane | undefined;
      for (const lane of lanes) {
        if (!lane.takes(now, waitMs, depth)) continue;
        if (!chosen || lane.inFlight < chosen.inFlight) chosen = lane;
      }
      return chosen ? chosen.send(statement, values, now) : overflow(statement, values);
    },
    async end() {
      isEnded = true;
      await Promise.all(lanes.map((lane) => lane.end()));
    },
  };
}
