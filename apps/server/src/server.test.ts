import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { mailOutbox } from './modules/mail/mail.schema';
import { startServerProcess } from './test/server-process';
import { temporaryDirectory } from './test/test-app';

/** The confirmation token in the newest mail of a stopped instance's embedded database. */
async function confirmationToken(dataDir: string): Promise<string> {
  const handle = await openDatabase({ dataDir });
  try {
    const [mail] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /\/auth\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error('no confirmation mail in the outbox');
    return token;
  } finally {
    await handle.close();
  }
}

describe('server process', () => {
  const dataDir = temporaryDirectory();

  it('stops cleanly on SIGTERM and reopens the same embedded database', async () => {
    const port = 3900 + (process.pid % 90);

    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'info' };
    const first = startServerProcess(port, env);
    await first.healthy(20_000);
    const register = await fetch(`http://127.0.0.1:${port}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', password: 'persisted-passphrase' }),
    });
    expect(register.status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Without SMTP the confirmation waits in the outbox, in the database the next start opens.
    const token = await confirmationToken(dataDir);
    const second = startServerProcess(port, env);
    await second.healthy(20_000);
    const confirm = await fetch(`http://127.0.0.1:${port}/api/users/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'persisted-passphrase' }),
    });
    expect(confirm.status, second.output()).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', password: 'persisted-passphrase' }),
    });
    expect(login.status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 60_000);
});
