import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { copyPgliteTemplate } from './pglite-template';
import type { PgliteReply, PgliteRequest, PgliteWorkerData } from './pglite-thread';
import { createWireClient, type WireClient, wireErrorOf } from './pglite-wire';

/**
 * The embedded database's own thread (decision 0024): PGlite runs here, so the statements it
 * executes never hold up the event loop that parses HTTP. Requests are answered in the order
 * they come, one at a time, as one connection would; while a transaction is open, statements
 * from outside it wait until it ends.
 */
if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread');
const port: MessagePort = parentPort;
const { dataDir } = workerData as PgliteWorkerData;

if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
  if (!copyPgliteTemplate(dataDir, MIGRATIONS_FOLDER)) mkdirSync(dataDir, { recursive: true });
}

/**
 * Postgres's default buffer pool is 128 MB, all of it resident once touched. The embedded
 * academy's hot rows fit in far less; the rest is read from the operating system's file cache.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

const waiting: PgliteRequest[] = [];
let wire: WireClient | undefined;
let pg: PGlite | undefined;
/** The transaction that holds the database, if one does. */
let owner: number | undefined;

const reply = (message: PgliteReply) => port.postMessage(message);

async function answer(
  request: Exclude<PgliteRequest, { op: 'close' }>,
  wire: WireClient,
): Promise<void> {
  switch (request.op) {
    case 'query':
      reply({ id: request.id, result: await wire.query(request.query) });
      return;
    case 'exec':
      reply({ id: request.id, result: await wire.exec(request.sql) });
      return;
    case 'begin':
      await wire.exec('begin');
      owner = request.tx;
      reply({ id: request.id, result: null });
      return;
    case 'commit':
    case 'rollback': {
      owner = undefined;
      const [ended] = await wire.exec(request.op);
      // COMMIT of a transaction a failed statement aborted rolls it back and says so.
      if (request.op === 'commit' && ended?.command === 'ROLLBACK') {
        reply({ id: request.id, error: { message: 'the transaction was aborted', code: '25P02' } });
      } else {
        reply({ id: request.id, result: null });
      }
      return;
    }
  }
}

/** Whether a drain is running: requests are answered one at a time, as one connection would. */
let isDraining = false;

/** Answers every waiting request it may: those of the open transaction, or all when none is. */
async function drain(wire: WireClient): Promise<void> {
  if (isDraining) return;
  isDraining = true;
  try {
    for (let index = 0; index < waiting.length; ) {
      const request = waiting[index] as PgliteRequest;
      if (owner !== undefined && request.tx !== owner) {
        index += 1;
        continue;
      }
      waiting.splice(index, 1);
      if (request.op === 'close') {
        await close(request.id);
        return;
      }
      try {
        await answer(request, wire);
      } catch (error) {
        reply({ id: request.id, error: wireErrorOf(error) });
      }
      // A transaction that just ended lets earlier waiting requests go first.
      if (request.op === 'commit' || request.op === 'rollback') index = 0;
    }
  } finally {
    isDraining = false;
  }
}

async function close(id: number): Promise<void> {
  await pg?.close();
  reply({ id, result: null });
  port.close();
}

port.on('message', (request: PgliteRequest) => {
  waiting.push(request);
  if (wire) void drain(wire);
});

try {
  pg = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  wire = createWireClient(pg);
  reply({ id: 0, result: null });
  void drain(wire);
} catch (error) {
  reply({ id: 0, error: wireErrorOf(error) });
}
