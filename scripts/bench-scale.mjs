// The same calls as `npm run bench`, on PostgreSQL, before and after the database grows to
// 20k courses, 200k users and 2M ledger rows: the figures should stay flat (indexes, no scans).
// The guest cache is off so every call reaches the database. The admin's charts read 30 or 90
// days of a ledger spread over a year.
// Usage: npm run build && BENCH_DATABASE_URL=postgres://… npm run bench:scale
import autocannon from 'autocannon';
import pg from 'pg';
import { demoPassword, startBuiltServer } from './lib/built-server.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  process.exit(1);
}
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

function load(url, headers = {}, duration = DURATION_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Grows the database with set-based inserts; the ledger trigger is paused and its work done in
 * bulk. A vacuum then does what autovacuum does to a live database and a checkpoint writes the
 * load out, so the run measures plans.
 */
async function grow(client) {
  const started = Date.now();
  // Titles from word lists, so a search term matches a few courses, not one shared phrase.
  await client.query(`
    insert into courses (teacher_id, title, title_zh, description, difficulty_level, points_required, status, created_at)
    select (select id from teachers order by id limit 1 offset (n % 8)),
           (array['Dividend','Bond','Index','Value','Growth','Option','Futures','Credit','Macro','Quant','Forex','Equity','Pension'])[1 + n % 13]
             || ' ' || (array['basics','strategies','valuation','risk','markets','portfolios','cycles','signals','models','tactics','history'])[1 + (n / 13) % 11]
             || ' ' || n,
           (array['股息','债券','指数','价值','成长','期权','期货','信用','宏观','量化','外汇','股权','养老'])[1 + n % 13]
             || (array['入门','策略','估值','风险','市场','组合','周期','信号','模型','战术','历史'])[1 + (n / 13) % 11]
             || n,
           'Generated for the scale bench.',
           (array['beginner','intermediate','advanced'])[1 + n % 3]::difficulty_level,
           (n % 3) * 100, 'active', now() - make_interval(mins => n)
    from generate_series(1, 20000) as n`);
  await client.query(`
    insert into users (email, password_hash, full_name, role)
    select 'scale-' || n || '@example.com', (select password_hash from users order by id limit 1), 'Scale ' || n, 'student'
    from generate_series(1, 200000) as n`);
  await client.query('alter table points_ledger disable trigger points_ledger_apply');
  await client.query(`
    insert into points_ledger (user_id, delta, reason, reference, description, created_at)
    select u.id, 10,
           (array['signin','content_completed','quiz_passed','admin_adjustment'])[1 + (u.id + k) % 4]::points_reason,
           'scale:' || k, 'Scale grant',
           -- Spread over a year, as a live academy's ledger is: the charts read 30 or 90 days of it.
           now() - make_interval(hours => (u.id * 7 + k * 131) % (24 * 365))
    from users u cross join generate_series(1, 10) as k
    where u.email like 'scale-%'`);
  await client.query(`
    update point_balances b set available = available + 100, lifetime_earned = lifetime_earned + 100,
           updated_at = now()
    from users u where u.id = b.user_id and u.email like 'scale-%'`);
  await client.query('alter table points_ledger enable trigger points_ledger_apply');
  await client.query('vacuum analyze');
  // The bulk load's dirty pages are written now, not by the checkpointer during the measurement.
  await client.query('checkpoint');
  const { rows } = await client.query(
    'select (select count(*) from courses) as courses, (select count(*) from users) as users, (select count(*) from points_ledger) as ledger',
  );
  console.log(
    `grew to ${rows[0].courses} courses, ${rows[0].users} users, ${rows[0].ledger} ledger rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function measure(base, { authorization, adminAuthorization }, label) {
  const courseId = (
    await (await fetch(`${base}/api/course/lists?level=beginner&page_size=1`)).json()
  ).data.list[0].course_id;
  const routes = [
    ['course list', '/api/course/lists?page_size=10'],
    ['search (en)', `/api/course/lists?search=${encodeURIComponent('Forex history 1999')}`],
    ['search (zh)', `/api/course/lists?search=${encodeURIComponent('外汇历史1999')}`],
    ['course detail', `/api/course/get?course_id=${courseId}`],
    ['teacher list', '/api/teacher/list?page_size=12'],
    ['rewards list', '/api/reward/list'],
    ['points balance', '/api/points/balance', { authorization }],
    ['points history', '/api/points/lists', { authorization }],
    ['charts 30 days', '/api/admin/charts?days=30', { authorization: adminAuthorization }],
    ['charts 90 days', '/api/admin/charts?days=90', { authorization: adminAuthorization }],
  ];
  const results = new Map();
  for (const [name, path, headers] of routes) {
    // A second of warm-up, so the first route measured does not pay for the JIT and the pool.
    await load(`${base}${path}`, headers, 1);
    const result = await load(`${base}${path}`, headers);
    results.set(name, result);
    console.log(
      `${label.padEnd(7)} ${name.padEnd(15)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(5)} ms${result.non2xx ? `  (${result.non2xx} non-2xx)` : ''}`,
    );
  }
  return results;
}

const name = `academy_bench_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const server = await startBuiltServer({
  name: 'scale',
  port: 3205,
  env: { DATABASE_URL: url.toString(), PUBLIC_CACHE_SECONDS: '0' },
});
try {
  const tokenOf = async (email) => {
    const login = await fetch(`${server.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    return `Bearer ${(await login.json()).data.token}`;
  };
  const tokens = {
    authorization: await tokenOf('student@example.com'),
    adminAuthorization: await tokenOf('admin@example.com'),
  };
  const before = await measure(server.base, tokens, 'demo');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await grow(client);
  } finally {
    await client.end();
  }
  const after = await measure(server.base, tokens, 'scaled');
  console.log('\nratio scaled / demo (1.00 = flat):');
  for (const [route, result] of after) {
    const ratio = result.requests.average / (before.get(route)?.requests.average ?? 1);
    console.log(`  ${route.padEnd(15)} ${ratio.toFixed(2)}`);
  }
} finally {
  await server.stop();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
