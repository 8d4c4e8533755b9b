import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../db/database';
import { buildUser, sessionHeaders } from '../../test/factories';
import { linkIn, startMailCatcher } from '../../test/mail-catcher';
import { describeOnPostgres } from '../../test/postgres-only';
import { startServerProcess } from '../../test/server-process';
import { buildIsolatedApp, useTestApp } from '../../test/test-app';
import { createScratchDatabase, testDatabaseUrl } from '../../test/test-database';
import { users } from '../auth/auth.schema';
import { mailOutbox } from './mail.schema';
import { createMailer, retryDelaySeconds } from './mail.service';

const ctx = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });
/** Mailers of the tests' own log where the app does: nowhere (LOG_LEVEL silent). */
const logger = () => ctx.app.log;

/** A port on which nothing listens: an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Waits until the outbox row of a recipient satisfies `isDone`. */
async function outboxRow(
  recipient: string,
  isDone: (row: typeof mailOutbox.$inferSelect) => boolean,
) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    if (row && isDone(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the mail to ${recipient} never got there`);
}

const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: 'Hello there',
  html: '<p>Hello</p>',
});

describe('the outbox without SMTP', () => {
  it('keeps each mail for an admin to read, and only an admin', async () => {
    const admin = await sessionHeaders(ctx.db, (await buildUser(ctx.db, { role: 'admin' })).id);
    const registered = await ctx.post('/api/users/register', {
      email: 'offline@example.com',
      password: 'offline-learner-4Bv',
    });
    expect(registered.statusCode).toBe(200);
    // Written with the sign-up, before its answer: nothing to wait for.
    const list = (await ctx.get('/api/admin/outbox', admin)).json().data.list;
    expect(list).toEqual([expect.objectContaining({ to: 'offline@example.com', status: 'kept' })]);
    const read = await ctx.get(`/api/admin/outbox/${list[0].id}`, admin);
    expect(read.json().data.text).toMatch(
      /http:\/\/localhost:3000\/auth\/confirm\?token=[\w-]{43}/,
    );

    const learner = await sessionHeaders(ctx.db, (await buildUser(ctx.db)).id);
    expect((await ctx.get('/api/admin/outbox', learner)).statusCode).toBe(403);
    for (const id of ['../../etc/passwd', '20260101T000000000Z-aaaaaaaa', '%2e%2e', '0', '99999']) {
      const missing = await ctx.get(`/api/admin/outbox/${encodeURIComponent(id)}`, admin);
      expect(missing.statusCode, id).toBe(404);
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'offline@example.com'));
    expect(row?.emailConfirmedAt).toBeNull();
  });

  it('writes nothing when the change it belongs to rolls back', async () => {
    const mailer = createMailer(ctx.db, { smtpUrl: undefined, from: 'a@b.c', log: logger() });
    await expect(
      ctx.db.transaction(async (tx) => {
        await mailer.queueIn(tx, message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await ctx.db.$count(mailOutbox)).toBe(0);
  });
});

describe('delivery by SMTP', () => {
  it('retries a message the server could not take, with backoff, until it goes', async () => {
    const down = createMailer(ctx.db, {
      smtpUrl: `smtp://127.0.0.1:${await deadPort()}`,
      from: 'Academy <no-reply@academy.local>',
      log: logger(),
    });
    await down.queueIn(ctx.db, message('patient@example.com'));
    down.deliverSoon();
    const failed = await outboxRow('patient@example.com', (row) => row.lastError !== null);
    await down.close();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    const waitSeconds = (failed.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(retryDelaySeconds(1) - 5);
    expect(waitSeconds).toBeLessThanOrEqual(retryDelaySeconds(1));
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);

    // Time passes; the server is back.
    const catcher = await startMailCatcher();
    try {
      await ctx.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      const up = createMailer(ctx.db, { smtpUrl: catcher.url, from: 'a@b.c', log: logger() });
      up.start();
      expect((await catcher.mailTo('patient@example.com')).subject).toBe('Hello');
      const sent = await outboxRow('patient@example.com', (row) => row.status === 'sent');
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      await up.close();
    } finally {
      await catcher.close();
    }
  });
});

describeOnPostgres('one outbox for every instance', () => {
  it('shows every instance’s mail to every admin, and two instances send each message once', async () => {
    const url = await testDatabaseUrl();
    if (!url) throw new Error('PostgreSQL expected');
    const secondHandle = await openDatabase({ url });
    const second = await buildIsolatedApp({}, { db: secondHandle.db });
    const catcher = await startMailCatcher();
    const mailers = [ctx.db, secondHandle.db].map((db) =>
      createMailer(db, { smtpUrl: catcher.url, from: 'a@b.c', log: logger() }),
    );
    try {
      await second.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { email: 'on-b@example.com', password: 'instance-b-learner-6Gx' },
      });
      const admin = await sessionHeaders(ctx.db, (await buildUser(ctx.db, { role: 'admin' })).id);
      const seenOnA = (await ctx.get('/api/admin/outbox', admin)).json().data.list;
      expect(seenOnA.map((entry: { to: string }) => entry.to)).toContain('on-b@example.com');

      const recipients = Array.from({ length: 30 }, (_, index) => `many-${index}@example.com`);
      for (const recipient of recipients) await mailers[0]?.queueIn(ctx.db, message(recipient));
      for (const mailer of mailers) mailer.deliverSoon();
      for (const recipient of recipients) await catcher.mailTo(recipient);
      await Promise.all(mailers.map((mailer) => mailer.close()));
      expect(catcher.received.filter((mail) => mail.to.startsWith('many-'))).toEqual([]);
      expect(await ctx.db.$count(mailOutbox, eq(mailOutbox.status, 'sent'))).toBe(
        recipients.length,
      );
    } finally {
      await Promise.all(mailers.map((mailer) => mailer.close()));
      await second.close();
      await secondHandle.close();
      await catcher.close();
    }
  });

  it('loses no mail when the instance is killed between the request and the delivery', async () => {
    const databaseUrl = await createScratchDatabase('mail_kill');
    const catcher = await startMailCatcher();
    onTestFinished(() => catcher.close());
    const [portA, portB] = [await deadPort(), await deadPort()];
    const env = { DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://academy.test' };
    const first = startServerProcess(portA, {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${await deadPort()}`,
    });
    await first.healthy(30_000);
    const answer = await fetch(`${first.base}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'survivor@example.com', password: 'survives-a-crash-2Np' }),
    });
    expect(answer.status).toBe(200);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;

    // The mail waits in the database; its retry comes due, and another instance delivers it.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`update mail_outbox set next_attempt_at = now()`);
    await client.end();
    const second = startServerProcess(portB, { ...env, SMTP_URL: catcher.url });
    try {
      await second.healthy(30_000);
      const mail = await catcher.mailTo('survivor@example.com', 15_000);
      expect(linkIn(mail, '/auth/confirm').url.origin).toBe('http://academy.test');
    } finally {
      await second.stop();
    }
  }, 90_000);
});
