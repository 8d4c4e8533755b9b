import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from '../test/test-app';
import { openPgliteThread } from './pglite-thread';

const LOST_CONNECTION = { code: '57P01' };

describe('the embedded database thread', () => {
  it('is replaced when it dies, with what was committed, and no half transaction', async () => {
    const thread = await openPgliteThread({ dataDir: path.join(temporaryDirectory(), 'pg') });
    try {
      await thread.exec('create table notes (id int primary key, body text)');
      await thread.query('insert into notes values ($1, $2)', [1, 'kept']);

      // A transaction is open on the thread when it dies.
      const interrupted = thread.transaction(async (tx) => {
        await tx.query('insert into notes values ($1, $2)', [2, 'half']);
        await thread.endThread();
        await tx.query('insert into notes values ($1, $2)', [3, 'after']);
      });
      await expect(interrupted).rejects.toMatchObject(LOST_CONNECTION);

      // The next statement waits for the new thread, which reopened the same files.
      const { rows } = await thread.query('select id, body from notes order by id');
      expect(rows).toEqual([{ id: 1, body: 'kept' }]);
      await thread.query('insert into notes values ($1, $2)', [4, 'new thread']);
      expect((await thread.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
    } finally {
      await thread.close();
    }
  });

  it('refuses as a lost connection once an in-memory database died with its thread', async () => {
    const thread = await openPgliteThread({ dataDir: null });
    try {
      await thread.endThread();
      await expect(thread.query('select $1::int as one', [1])).rejects.toMatchObject(
        LOST_CONNECTION,
      );
    } finally {
      await thread.close();
    }
  });
});
