import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../lib/server-root';

/** The build's entry, which `npm test` makes before it runs the unit tests. */
const builtEntry = path.join(serverRoot, 'dist', 'server.js');

/** How the server's entry runs: from source through tsx, or as the build made it. */
function entryArguments(from: 'source' | 'build'): string[] {
  if (from === 'source') return ['--import', 'tsx', path.join(serverRoot, 'src', 'server.ts')];
  if (!existsSync(builtEntry)) throw new Error('no build: run `npm run build` first');
  return [builtEntry];
}

/**
 * The server's entry (src/server.ts, or the build's dist/server.js) in a process of its own, as
 * `npm start` runs it, for tests that need what only a process shows: signals, exit codes, errors
 * nobody handled, what the build made. No seed, no web build; `env` adds to or overrides that.
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  from: 'source' | 'build' = 'source',
) {
  const child = spawn(process.execPath, entryArguments(from), {
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;

  return {
    child,
    base,
    /** Everything the process printed so far. */
    output: () => output,
    /** Resolves once /api/health answers 200; throws after `timeoutMs`. */
    async healthy(timeoutMs: number): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const ok = await fetch(`${base}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not become healthy:\n${output}`);
    },
    /** Sends SIGTERM and resolves with the exit code. */
    stop(): Promise<number | null> {
      if (child.exitCode !== null || child.signalCode !== null) {
        return Promise.resolve(child.exitCode);
      }
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export type ServerProcess = ReturnType<typeof startServerProcess>;
