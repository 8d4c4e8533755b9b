// Throughput, latency, start-up time and memory of the built server, each throughput figure
// next to a baseline measured in the same run; then each public page's initial
// JavaScript. Usage: npm run build && npm run bench
//   `npm run bench -- two-instances` runs the scale-out scenario instead (bench/two-instances.mjs).
//   BENCH_SECONDS=5 (per repetition); BENCH_DATABASE_URL or TEST_DATABASE_URL adds PostgreSQL.
//
// Method. Three kinds of process, none sharing a thread with another:
// - the real server (apps/server/dist), on the embedded database (PGlite in a temp DATA_DIR)
//   and, when a PostgreSQL URL is given, on a fresh database bench_<pid> dropped afterwards.
//   The main rows run with PUBLIC_CACHE_SECONDS=0, so guest reads reach the database; one
//   extra row runs the guest course list on a server with the default 5 s cache.
// - the baseline, scripts/bench/bare.mjs: a bare node:http server that replays, for every
//   measured request, the status, headers (less hop-by-hop ones and Date, which node:http
//   adds itself; content-length recomputed) and body bytes the real server answered for it,
//   writes included. The ratio real ÷ bare is the share of this machine's HTTP ceiling for
//   the same bytes that the server reaches.
// - on PostgreSQL, the reference, scripts/bench/reference.mjs: the same replay after one
//   prepared statement per request (the balance's), on a pool of 4 like the server's: the
//   floor for a read that needs the database. real ÷ reference is how close the server gets.
// - the load generator, scripts/bench/load.mjs (autocannon), started afresh for every
//   measurement: 2 s warm-up, then 3 repetitions of BENCH_SECONDS, reporting req/s min /
//   median / max, the median of the p99 latencies, and non-2xx answers, errors and timeouts;
//   the measured process's CPU time per request is read from /proc around it.
// Real, reference and bare are measured one after the other for each row, so the ratios come
// from the same minute of a machine that other work may share. Each measurement starts once
// every server is idle (no queue left over).
// Signed-in rows use the demo student's bearer token. PostgreSQL is measured twice: alone, and
// the signed-in rows again with REDIS_URL (BENCH_REDIS_URL or TEST_REDIS_URL), as scale-out runs.
// BENCH_ROUTES=balance,signed-in measures only the rows whose names contain one of the words.
// Start-up is spawn to the first 200 from /api/course/lists, on the first-ever start (empty
// database) and on a restart, with the phases the server's ready line names; RSS is read
// from /proc/<pid>/status at rest (after start, before any load) and after all the load.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase } from './bench/database.mjs';
import { refuseBusyPorts } from './bench/ports.mjs';
import {
  rssMegabytes,
  runLoad,
  startBare,
  startRealServer,
  waitUntilIdle,
} from './bench/processes.mjs';
import { recordAnswer, requestOf } from './bench/record.mjs';
import { markdownTable, summarise } from './bench/report.mjs';
import { benchTwoInstances } from './bench/two-instances.mjs';
import { demoPassword } from './lib/built-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const REPETITIONS = 3;
const CONNECTIONS = [10, 100];
const REAL_PORT = 3201;
const BARE_PORT = 3299;
const REFERENCE_PORT = 3298;
const ONLY = process.env.BENCH_ROUTES?.split(',').map((word) => word.trim()) ?? [];
/** The rows measured again with Redis: the signed-in reads. */
const REDIS_ROWS = ['points balance', 'signed-in course list'];
const UNCACHED = { PUBLIC_CACHE_SECONDS: '0' };

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()).data;
}

async function signInStudent(base) {
  return json(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@example.com', password: demoPassword }),
  });
}

/** The measured requests, with ids from this server: a beginner course is open to everyone. */
async function routesFor(base) {
  const signedIn = { authorization: `Bearer ${(await signInStudent(base)).token}` };
  const [course] = (await json(`${base}/api/course/lists?level=beginner&page_size=1`)).list;
  const items = (await json(`${base}/api/content/list?course_id=${course.course_id}`)).list;
  const contentId = (items.find((item) => item.type === 'text') ?? items[0]).id;
  const courseList = '/api/course/lists?page_size=10';
  const courseDetail = `/api/course/get?course_id=${course.course_id}`;
  return [
    { name: 'guest course list', path: courseList },
    { name: 'guest course detail', path: courseDetail },
    { name: 'guest teacher list', path: '/api/teacher/list?page_size=12' },
    { name: 'points balance', path: '/api/points/balance', headers: signedIn },
    { name: 'profile', path: '/api/users/profile', headers: signedIn },
    { name: 'signed-in course list', path: courseList, headers: signedIn },
    { name: 'signed-in course detail', path: courseDetail, headers: signedIn },
    {
      name: 'signed-in content get',
      path: `/api/content/get?content_id=${contentId}`,
      headers: signedIn,
    },
    {
      name: 'write: content progress',
      method: 'POST',
      path: '/api/content/progress',
      headers: signedIn,
      body: { content_id: contentId, progress: 50, position_seconds: 10 },
    },
    {
      name: 'write: course like',
      method: 'POST',
      path: '/api/course/like',
      headers: signedIn,
      body: { course_id: course.course_id },
    },
  ];
}

/** The rows BENCH_ROUTES names (all without it). */
const chosen = (routes) =>
  routes.filter((route) => ONLY.length === 0 || ONLY.some((word) => route.name.includes(word)));

/** One measurement of `target`, begun once every process in `pids` has gone quiet. */
async function measure(target, route, connections, pids) {
  await waitUntilIdle(pids);
  const load = {
    ...requestOf(target.base, route),
    connections,
    warmupSeconds: WARMUP_SECONDS,
    seconds: SECONDS,
    repetitions: REPETITIONS,
  };
  return summarise(await runLoad(load, target.pid));
}

/**
 * Records the server's answers, starts the bare replay of them (and, given `reference`, the
 * reference's), then measures each row on the server, the reference and bare in turn.
 */
async function measureRoutes(server, routes, { label = (route) => route.name, reference } = {}) {
  const recordings = [];
  for (const route of routes) recordings.push(await recordAnswer(server.base, route));
  const bare = await startBare(BARE_PORT, recordings);
  const floor = reference ? await startBare(REFERENCE_PORT, recordings, reference) : undefined;
  const pids = [server.pid, bare.pid, ...(floor ? [floor.pid] : [])];
  const rows = [];
  try {
    for (const route of routes) {
      for (const connections of CONNECTIONS) {
        process.stderr.write(`  ${label(route)}, ${connections} connections\n`);
        const real = await measure(server, route, connections, pids);
        const atFloor = floor ? await measure(floor, route, connections, pids) : undefined;
        const baseline = await measure(bare, route, connections, pids);
        rows.push({ route: label(route), connections, real, reference: atFloor, bare: baseline });
      }
    }
  } finally {
    await bare.stop();
    await floor?.stop();
  }
  return rows;
}

/**
 * Every figure for one database: start-up, memory, and the table rows; on PostgreSQL
 * (`databaseUrl`) each row against the reference too, and with `redisUrl` the signed-in reads
 * once more on a server that also counts its budgets in Redis.
 */
async function benchDatabase(env, { databaseUrl, redisUrl } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bench-'));
  try {
    const first = await startRealServer({ port: REAL_PORT, dataDir, env: { ...env, ...UNCACHED } });
    await first.stop();
    const server = await startRealServer({
      port: REAL_PORT,
      dataDir,
      env: { ...env, ...UNCACHED },
    });
    let rows;
    let rss;
    const reference = databaseUrl
      ? { url: databaseUrl, userId: (await signInStudent(server.base)).user.user_id }
      : undefined;
    try {
      await sleep(1000);
      rss = { atRest: rssMegabytes(server.pid) };
      rows = await measureRoutes(server, chosen(await routesFor(server.base)), { reference });
      rss.afterLoad = rssMegabytes(server.pid);
    } finally {
      await server.stop();
    }
    if (redisUrl) rows.push(...(await withRedis(dataDir, env, redisUrl, reference)));
    const cached = await startRealServer({ port: REAL_PORT, dataDir, env });
    try {
      const guestList = chosen(await routesFor(cached.base)).find(
        (route) => route.name === 'guest course list',
      );
      const label = () => 'guest course list (5 s cache)';
      if (guestList) rows.push(...(await measureRoutes(cached, [guestList], { label, reference })));
    } finally {
      await cached.stop();
    }
    return { first, restart: server, rss, rows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The signed-in reads again, on a server that counts its request budgets in Redis too. */
async function withRedis(dataDir, env, redisUrl, reference) {
  const server = await startRealServer({
    port: REAL_PORT,
    dataDir,
    env: { ...env, ...UNCACHED, REDIS_URL: redisUrl },
  });
  try {
    const routes = chosen(await routesFor(server.base)).filter((route) =>
      REDIS_ROWS.includes(route.name),
    );
    const label = (route) => `${route.name}, REDIS_URL set`;
    return await measureRoutes(server, routes, { label, reference });
  } finally {
    await server.stop();
  }
}

function printDatabase(title, figures) {
  console.log(`\n### ${title}\n`);
  console.log(markdownTable(figures.rows));
  console.log('');
  const start = ({ startupMs, phases }) =>
    `${startupMs.toFixed(0)} ms to the first course list; the server's ready line: ${phases}`;
  console.log(`- start-up, first ever (empty database): ${start(figures.first)}`);
  console.log(`- start-up, restart (existing data): ${start(figures.restart)}`);
  console.log(
    `- server RSS: ${figures.rss.atRest.toFixed(0)} MB at rest, ${figures.rss.afterLoad.toFixed(0)} MB after the load`,
  );
}

if (!existsSync('apps/server/dist/server.js') || !existsSync('apps/web/dist/index.html')) {
  console.error('bench: no build found. Run `npm run build` first.');
  process.exit(1);
}
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;

// `npm run bench -- two-instances`: the scale-out scenario instead (scripts/bench/two-instances.mjs).
if (process.argv[2] === 'two-instances') {
  if (!adminUrl || !redisUrl) {
    console.error('bench two-instances: needs BENCH_DATABASE_URL and BENCH_REDIS_URL (or TEST_*).');
    process.exit(1);
  }
  await refuseBusyPorts([REAL_PORT, REAL_PORT + 1]);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 400);
  const seconds = Number(process.env.BENCH_SECONDS ?? 25);
  console.log(
    `## npm run bench -- two-instances: ${os.cpus().length} cores, Node ${process.version}, ` +
      'two instances on one PostgreSQL and one Redis, loopback',
  );
  await benchTwoInstances({ adminUrl, redisUrl, connections, seconds });
  process.exit(0);
}
await refuseBusyPorts([REAL_PORT, BARE_PORT, REFERENCE_PORT]);

// 11 rows (or about one per BENCH_ROUTES word), each on the server and bare; on PostgreSQL the
// reference too, and 2 rows again with Redis.
const rowsPerDatabase = ONLY.length === 0 ? 11 : Math.min(ONLY.length, 11);
const measurements =
  CONNECTIONS.length *
  (rowsPerDatabase * 2 + (adminUrl ? rowsPerDatabase * 3 + (redisUrl ? 2 * 3 : 0) : 0));
// About 2 s per measurement go to spawning autocannon and waiting for idle servers.
const minutes = (measurements * (WARMUP_SECONDS + REPETITIONS * SECONDS + 2)) / 60;
console.log(
  `## npm run bench: ${os.cpus().length} cores, Node ${process.version}, loopback; ` +
    `${WARMUP_SECONDS} s warm-up + ${REPETITIONS} × ${SECONDS} s per measurement ` +
    `(about ${Math.ceil(minutes)} min in all)`,
);
console.log(
  '\nbare = node:http in its own process replaying the real answer (same status, headers and ' +
    'bytes); req/s and p99 over the repetitions; real ÷ bare compares the medians.',
);

printDatabase('Embedded database (PGlite)', await benchDatabase({}));
if (adminUrl) {
  const database = await createDatabase(adminUrl);
  try {
    const figures = await benchDatabase(
      { DATABASE_URL: database.url },
      { databaseUrl: database.url, redisUrl },
    );
    printDatabase('PostgreSQL', figures);
  } finally {
    await database.drop();
  }
} else {
  console.log('\n(no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL is not measured)');
}

console.log('\n### Initial JavaScript per public page\n');
const budget = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-bundle-budget.mjs'], {
  stdio: 'inherit',
});
process.exitCode = budget.status ?? 1;
