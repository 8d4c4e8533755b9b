// Starts the built server (apps/server/dist) on a port with a throwaway data folder, for the
// measuring scripts. Rate limits are lifted: the scripts are the only client.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The demo accounts' password on these throwaway servers: random per run, never published. */
export const demoPassword = randomBytes(18).toString('base64url');

/**
 * Spawns the built server on `port` with `dataDir`, as the measuring scripts run it: production
 * mode and malloc arenas as `npm start` has them, quiet logs, the run's demo password, and rate
 * limits lifted (the script is the only client; limits would only turn load into 429s).
 * `stdout: 'pipe'` keeps its output for the caller (the bench reads the ready line).
 */
export function spawnBuiltServer({ port, dataDir, env = {}, stdout = 'ignore' }) {
  return spawn(process.execPath, [path.resolve('apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      DEMO_PASSWORD: demoPassword,
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/** Starts the server and resolves once /api/health answers; `stop()` ends it and cleans up. */
export async function startBuiltServer({ name, port, env = {} }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `academy-${name}-`));
  const child = spawnBuiltServer({ port, dataDir, env });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { name, base, pid: child.pid, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${name}: the server did not become healthy (is it built? npm run build)`);
}
