// Throughput and latency of the real server (embedded PGlite and PostgreSQL) against a bare
// node:http server answering the same JSON from memory, measured in the same run (DESIGN §8),
// then the initial JavaScript of each public page.
// Usage: npm run build && npm run bench   (PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoPassword, startBuiltServer } from './lib/built-server.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 100];

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}

async function login(base) {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@example.com', password: demoPassword }),
  });
  return `Bearer ${(await response.json()).data.token}`;
}

async function routesFor(base) {
  const authorization = await login(base);
  const courses = (
    await (await fetch(`${base}/api/course/lists?level=beginner&page_size=1`)).json()
  ).data.list;
  const courseId = courses[0].course_id;
  const items = (await (await fetch(`${base}/api/content/list?course_id=${courseId}`)).json()).data
    .list;
  const contentId = items.find((item) => item.type === 'text')?.id ?? items[0].id;
  return [
    { name: 'course list', path: '/api/course/lists?page_size=10' },
    { name: 'course detail', path: `/api/course/get?course_id=${courseId}` },
    { name: 'teacher list', path: '/api/teacher/list?page_size=12' },
    { name: 'rewards list', path: '/api/reward/list' },
    {
      name: 'points balance',
      path: '/api/points/balance',
      headers: { authorization },
    },
    { name: 'content get', path: `/api/content/get?content_id=${contentId}` },
  ];
}

/** A server that only answers the recorded JSON: the ceiling for this machine and client. */
async function startBare(base, routes) {
  const bodies = new Map();
  for (const route of routes) {
    const response = await fetch(`${base}${route.path}`, { headers: route.headers ?? {} });
    bodies.set(route.path, Buffer.from(await response.text()));
  }
  const server = createServer((request, response) => {
    const body = bodies.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body ?? '{}');
  });
  await new Promise((resolve) => server.listen(3299, '127.0.0.1', resolve));
  return { name: 'bare node:http', base: 'http://127.0.0.1:3299', server };
}

function load(url, connections, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION_SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const targets = [];
let benchDatabase;
try {
  targets.push(await startBuiltServer({ name: 'embedded', port: 3201 }));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `academy_bench_${Date.now()}`;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    benchDatabase = { adminUrl, name };
    targets.push(
      await startBuiltServer({
        name: 'postgres',
        port: 3202,
        env: { DATABASE_URL: url.toString() },
      }),
    );
  } else {
    console.log('(no BENCH_DATABASE_URL or TEST_DATABASE_URL: PostgreSQL is not measured)');
  }
  const routes = await routesFor(targets[0].base);
  for (const target of targets) target.authorization = await login(target.base);
  const bare = await startBare(targets[0].base, routes);

  console.log(`\nautocannon, ${DURATION_SECONDS}s per row, loopback, ${os.cpus().length} cores\n`);
  console.log('route            conns  target           req/s    p50 ms  p99 ms  ratio to bare');
  for (const route of routes) {
    for (const connections of CONNECTIONS) {
      const baseline = await load(`${bare.base}${route.path}`, connections, route.headers);
      const rows = [[bare.name, baseline]];
      for (const target of targets) {
        // Each server has its own database, so it gets its own login for the signed-in call.
        const headers = route.headers ? { authorization: target.authorization } : {};
        rows.push([target.name, await load(`${target.base}${route.path}`, connections, headers)]);
      }
      for (const [name, result] of rows) {
        const ratio = result.requests.average / baseline.requests.average;
        console.log(
          `${route.name.padEnd(16)} ${String(connections).padStart(5)}  ${name.padEnd(15)} ${result.requests.average
            .toFixed(0)
            .padStart(
              7,
            )}  ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)}  ${ratio.toFixed(2)}${result.non2xx ? `  (${result.non2xx} non-2xx)` : ''}`,
        );
      }
    }
  }
  console.log('\nresident memory after the runs:');
  for (const target of targets) console.log(`  ${target.name}: ${rssMegabytes(target.pid)} MB`);
  console.log(
    `  bare node:http: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB (this process)`,
  );
  bare.server.close();
  console.log('');
  // The per-page JavaScript report of the bundle budget, from the same build.
  spawnSync(process.execPath, ['scripts/check-bundle-budget.mjs'], { stdio: 'inherit' });
} finally {
  for (const target of targets) await target.stop();
  if (benchDatabase) {
    const client = new pg.Client({ connectionString: benchDatabase.adminUrl });
    await client.connect();
    await client.query(`drop database if exists "${benchDatabase.name}"`);
    await client.end();
  }
}
