import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { temporaryDirectory } from './test/test-app';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy');
}

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

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', resolve));
}

describe('server process', () => {
  const dataDir = temporaryDirectory();

  it('stops cleanly on SIGTERM and reopens the same embedded database', async () => {
    const port = 3900 + (process.pid % 90);

    const first = start(dataDir, port);
    await waitForHealth(port);
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
    first.child.kill('SIGTERM');
    expect(await exitCode(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = start(dataDir, port);
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', password: 'persisted-passphrase' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exitCode(second.child)).toBe(0);
  }, 60_000);
});
