import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';
import { temporaryDirectory } from './test/test-app';

/** The confirmation token in the one mail the outbox holds, once it is written. */
async function confirmationToken(outboxDir: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir) : [];
    const [file] = files.filter((name) => name.endsWith('.json'));
    if (file) {
      const mail = JSON.parse(readFileSync(path.join(outboxDir, file), 'utf8')) as { text: string };
      const token = /\/auth\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no confirmation mail in the outbox');
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
    // Without SMTP the confirmation waits in the outbox under DATA_DIR.
    const token = await confirmationToken(path.join(dataDir, 'outbox'));
    const confirm = await fetch(`http://127.0.0.1:${port}/api/users/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(confirm.status, first.output()).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = startServerProcess(port, env);
    await second.healthy(20_000);
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', password: 'persisted-passphrase' }),
    });
    expect(login.status).toBe(200);
    expect(await second.stop()).toBe(0);
  }, 60_000);
});
