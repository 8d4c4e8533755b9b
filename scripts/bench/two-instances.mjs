// `npm run bench -- two-instances`: two built servers on one PostgreSQL database and one Redis,
// as the README's scale-out recipe runs them, under 400 connections (BENCH_CONNECTIONS) for
// 25 s (BENCH_SECONDS) that mix reads with money writes (an admin grants the demo student one
// point, with an Idempotency-Key). Then the same for 10 s at three times the connections, to
// show how an overloaded instance sheds load: 503 with Retry-After, fast, never a long hang.
// Prints p50/p99/max per kind, statuses, socket errors and timeouts, and whether the ledger is
// exact: the student's balance grew by exactly the grants answered 200, and equals the sum of
// the ledger rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { demoPassword } from '../lib/built-server.mjs';
import { createDatabase } from './database.mjs';
import { startRealServer, waitUntilIdle } from './processes.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const PORTS = [3201, 3202];
const WARMUP_SECONDS = 5;

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()).data;
}

const signIn = (base, email) =>
  json(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });

function runMixedLoad(options) {
  const child = spawn(
    process.execPath,
    [path.join(here, 'mixed-load.mjs'), JSON.stringify(options)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`mixed-load exit ${code}`)),
    ),
  );
}

/** The student's balance as stored, and the sum of the student's ledger rows. */
async function ledgerOf(url, userId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select b.available,
              (select coalesce(sum(delta), 0)::int from points_ledger where user_id = $1) as ledger
         from point_balances b where b.user_id = $1`,
      [userId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

const statusList = (statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');

function printRun(title, run, ledger) {
  console.log(`\n#### ${title}\n`);
  console.log('| kind | answers | p50 ms | p99 ms | max ms | statuses |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const kind of ['read', 'write']) {
    const figures = run[kind];
    console.log(
      `| ${kind}s | ${figures.count} | ${figures.p50Ms.toFixed(0)} | ${figures.p99Ms.toFixed(0)} | ` +
        `${figures.maxMs.toFixed(0)} | ${statusList(figures.statuses)} |`,
    );
  }
  const total = run.read.count + run.write.count;
  console.log(
    `\n- ${(total / run.seconds).toFixed(0)} answers/s; socket errors ${run.socketErrors}, ` +
      `timeouts (10 s) ${run.timeouts}; slowest 503: ${run.slowest503Ms.toFixed(0)} ms`,
  );
  if (ledger) {
    console.log(
      `- ledger: balance grew by ${ledger.grown} for ${run.writesOk} grants answered 200; ` +
        `stored balance ${ledger.available}, sum of ledger rows ${ledger.ledger} — ` +
        `${ledger.isExact ? 'exact' : 'NOT EXACT'}`,
    );
  }
}

/** Both instances up on a fresh database, the load, the figures; everything stopped after. */
export async function benchTwoInstances({ adminUrl, redisUrl, connections, seconds }) {
  const database = await createDatabase(adminUrl);
  const dataDirs = PORTS.map(() => mkdtempSync(path.join(os.tmpdir(), 'academy-bench-')));
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl };
  const servers = [];
  try {
    // One after the other: the first migrates and seeds, the second finds both done.
    for (const [index, port] of PORTS.entries()) {
      servers.push(await startRealServer({ port, dataDir: dataDirs[index], env }));
    }
    const bases = servers.map((server) => server.base);
    const student = await signIn(bases[0], 'student@example.com');
    const admin = await signIn(bases[1], 'admin@example.com');
    const [course] = (await json(`${bases[0]}/api/course/lists?level=beginner&page_size=1`)).list;
    const signedIn = { authorization: `Bearer ${student.token}` };
    const load = {
      bases,
      reads: [
        { path: '/api/course/lists?page_size=10' },
        { path: '/api/points/balance', headers: signedIn },
        { path: `/api/course/get?course_id=${course.course_id}`, headers: signedIn },
      ],
      write: {
        path: '/api/admin/points/adjust',
        headers: { authorization: `Bearer ${admin.token}` },
        body: { user_id: student.user.user_id, delta: 1, reason: 'bench' },
      },
    };
    const pids = servers.map((server) => server.pid);

    await runMixedLoad({ ...load, connections, seconds: WARMUP_SECONDS });
    await waitUntilIdle(pids);
    const before = await ledgerOf(database.url, student.user.user_id);
    const steady = await runMixedLoad({ ...load, connections, seconds });
    const after = await ledgerOf(database.url, student.user.user_id);
    const grown = after.available - before.available;
    printRun(`${connections} connections for ${seconds} s`, steady, {
      ...after,
      grown,
      isExact: grown === steady.writesOk && after.available === after.ledger,
    });

    await waitUntilIdle(pids);
    const overload = await runMixedLoad({ ...load, connections: connections * 3, seconds: 10 });
    printRun(`Overload: ${connections * 3} connections for 10 s`, overload);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}
