import { type ChildProcess, spawn } from 'node:child_process';
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
      body: JSON.stringify({ email: 'persist@example.com', password: 'persisted-1' }),
    });
    expect(register.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await exitCode(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = start(dataDir, port);
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'persist@example.com', password: 'persisted-1' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exitCode(second.child)).toBe(0);
  }, 60_000);
});
