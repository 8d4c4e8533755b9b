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

interface Lane {
  client: pg.Client | undefined;
  opening: Promise<pg.Client> | undefined;
  inFlight: number;
  /** When the lane last answered a statement, or began to work after being idle. */
  progressAt: number;
  /** Whether this turn of the event loop's statements are being gathered for one write. */
  isCorked: boolean;
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
  const lanes: Lane[] = Array.from({ length: count }, () => ({
    client: undefined,
    opening: undefined,
    inFlight: 0,
    progressAt: 0,
    isCorked: false,
  }));
  let isEnded = false;

  function open(lane: Lane): Promise<pg.Client> {
    lane.opening ??= (async () => {
      const client = new pg.Client({ ...config, pipeline: true, keepAlive: true });
      let isLost = false;
      const lost = () => {
        isLost = true;
        if (lane.client === client) lane.client = undefined;
      };
      // An unhandled 'error' would end the process; the statements it had reject on their own.
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
      } finally {
        lane.opening = undefined;
      }
      if (isEnded) {
        await client.end();
        throw new Error('Client was closed and is not queryable');
      }
      if (!isLost) lane.client = client;
      return client;
    })();
    return lane.opening;
  }

  /** Writes the statement; the first of a turn corks the socket until the turn's end. */
  function write(lane: Lane, client: pg.Client, config: pg.QueryConfig, values?: unknown[]) {
    if (!lane.isCorked) {
      const socket = client.connection.stream;
      lane.isCorked = true;
      socket.cork();
      setImmediate(() => {
        lane.isCorked = false;
        socket.uncork();
      });
    }
    return client.query(config, values);
  }

  function laneFor(now: number): Lane | undefined {
    let chosen: Lane | undefined;
    for (const lane of lanes) {
      const isStalled = lane.inFlight > 0 && now - lane.progressAt > waitMs;
      if (isStalled || lane.inFlight >= depth) continue;
      if (!chosen || lane.inFlight < chosen.inFlight) chosen = lane;
    }
    return chosen;
  }

  const query: SendStatement = (config, values) => {
    if (isEnded) return Promise.reject(new Error('Client was closed and is not queryable'));
    const now = performance.now();
    const lane = laneFor(now);
    if (!lane) return overflow(config, values);
    if (lane.inFlight === 0) lane.progressAt = now;
    lane.inFlight += 1;
    const answered = () => {
      lane.inFlight -= 1;
      lane.progressAt = performance.now();
    };
    let client = lane.client;
    const sent = client
      ? write(lane, client, config, values)
      : open(lane).then((opened) => {
          client = opened;
          return write(lane, opened, config, values);
        });
    return sent.then(
      (result) => {
        answered();
        return result;
      },
      (error: unknown) => {
        answered();
        // A backend that ended says so before its socket closes: nothing more goes to it.
        if (client && lane.client === client && isDatabaseUnavailable(error)) {
          lane.client = undefined;
          client.end().catch(() => undefined);
        }
        throw error;
      },
    );
  };

  return {
    query,
    async end() {
      isEnded = true;
      await Promise.all(
        lanes.map(async (lane) => {
          await lane.opening?.catch(() => undefined);
          const client = lane.client;
          lane.client = undefined;
          await client?.end();
        }),
      );
    },
  };
}
