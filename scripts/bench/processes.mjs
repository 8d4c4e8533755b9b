// The benchmark's child processes: the real server, the bare replay server and the load
// generator. Each runs in its own process; this module starts, times and stops them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnBuiltServer } from '../lib/built-server.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS_PER_SECOND = 100;
const running = new Set();
// Whatever happens to the benchmark, no child outlives it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function track(child) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function statusOf(url) {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** The resident set size of a process, in MB, from /proc/<pid>/status. */
export function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

/** CPU time a process has used, in clock ticks (utime + stime from /proc/<pid>/stat). */
export function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits (at most 15 s) until none of these processes used more than 2 ticks (~20 ms) of CPU in
 * 250 ms: a server still working off the previous run's queue would slow the next one.
 */
export async function waitUntilIdle(pids) {
  const deadline = performance.now() + 15_000;
  let before = pids.map(cpuTicks);
  while (performance.now() < deadline) {
    await sleep(250);
    const after = pids.map(cpuTicks);
    if (after.every((ticks, index) => ticks - before[index] <= 2)) return;
    before = after;
  }
}

/**
 * Starts the built server on `port` with `dataDir` (kept, so a second start is a restart) and
 * resolves when a database-backed route first answers 200: `startupMs` is spawn to that answer,
 * `phases` where the server says its start went (its ready line: boot, modules, database, …).
 */
export async function startRealServer({ port, dataDir, env }) {
  const started = performance.now();
  const child = track(spawnBuiltServer({ port, dataDir, env, stdout: 'pipe' }));
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < 120_000 && child.exitCode === null) {
    if ((await statusOf(`${base}/api/course/lists`)) === 200) {
      const startupMs = performance.now() - started;
      // The ready line is written before the first answer, but may reach us after it.
      const readyLine = /ready in (\d+ ms: [^)]*)\)/;
      for (let waited = 0; !readyLine.test(output) && waited < 5_000; waited += 10) await sleep(10);
      const phases = output.match(readyLine)?.[1] ?? '(no ready line)';
      return { base, pid: child.pid, startupMs, phases, stop: () => stopChild(child) };
    }
    await sleep(10);
  }
  await stopChild(child);
  throw new Error('the built server did not answer /api/course/lists with 200 within 120 s');
}

/**
 * Starts bare.mjs on `port`, replaying `recordings`; resolves once it listens. With `reference`
 * ({ url, userId }) it starts reference.mjs instead: the same replay after one prepared
 * PostgreSQL statement per request.
 */
export async function startBare(port, recordings, reference) {
  const args = reference
    ? [path.join(here, 'reference.mjs'), String(port), reference.url, String(reference.userId)]
    : [path.join(here, 'bare.mjs'), String(port)];
  const child = track(spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] }));
  child.stdin.end(JSON.stringify(recordings));
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', () =>
      reject(new Error(`${path.basename(args[0])} exited before listening`)),
    );
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * Runs load.mjs with these options and resolves with its repetitions and the CPU time the
 * process `serverPid` spent per request over the whole run (µs; what the server's own thread
 * costs, which other work on a shared machine changes far less than req/s).
 */
export async function runLoad(options, serverPid) {
  const ticksBefore = cpuTicks(serverPid);
  const child = track(
    spawn(process.execPath, [path.join(here, 'load.mjs'), JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`the load generator failed (exit ${code})`);
  const { repetitions, requests } = JSON.parse(output);
  const cpuMicroseconds = ((cpuTicks(serverPid) - ticksBefore) * 1e6) / CLOCK_TICKS_PER_SECOND;
  return { repetitions, cpuPerRequestUs: cpuMicroseconds / Math.max(requests, 1) };
}
