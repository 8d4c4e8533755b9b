// The same reads as `npm run bench` and every admin read and export, on PostgreSQL, before and
// after the database grows to 50k users, 2k courses, 200k ledger rows and 100k lesson progress
// rows: a read should stay near flat (indexes, kept counts, no scans). The guest cache is off so
// every call reaches the database. The ledger and the progress are spread over a year, as a live
// academy's are, so the charts read 30 or 90 days of them.
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
/** The academy after growing: totals, the demo's rows included. */
const SIZE = { users: 50_000, courses: 2_000, ledger: 200_000, progress: 100_000 };
const LESSONS_PER_COURSE = 3;
/** The description of every generated course and lesson, to tell them from the demo's. */
const GENERATED = 'Generated for the scale bench.';

/** One client at a time, as an admin works: the latency of one read, not a queue's. */
function load(url, headers = {}, duration = DURATION_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 1, duration, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * Grows the database to SIZE with set-based inserts; the ledger trigger is paused and its work
 * done in bulk. A vacuum then does what autovacuum does to a live database and a checkpoint
 * writes the load out, so the run measures plans.
 */
async function grow(client) {
  const started = Date.now();
  const count = async (table) =>
    Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  // Titles from word lists, so a search term matches a few courses, not one shared phrase.
  await client.query(
    `insert into courses (teacher_id, title, title_zh, description, difficulty_level, points_required, status, created_at)
    select (select id from teachers order by id limit 1 offset (n % 8)),
           (array['Dividend','Bond','Index','Value','Growth','Option','Futures','Credit','Macro','Quant','Forex','Equity','Pension'])[1 + n % 13]
             || ' ' || (array['basics','strategies','valuation','risk','markets','portfolios','cycles','signals','models','tactics','history'])[1 + (n / 13) % 11]
             || ' ' || n,
           (array['股息','债券','指数','价值','成长','期权','期货','信用','宏观','量化','外汇','股权','养老'])[1 + n % 13]
             || (array['入门','策略','估值','风险','市场','组合','周期','信号','模型','战术','历史'])[1 + (n / 13) % 11]
             || n,
           $2,
           (array['beginner','intermediate','advanced'])[1 + n % 3]::difficulty_level,
           (n % 3) * 100, 'active', now() - make_interval(mins => n)
    from generate_series(1, $1::int) as n`,
    [SIZE.courses - (await count('courses')), GENERATED],
  );
  await client.query(
    `insert into contents (course_id, position, type, title, title_zh, description, duration_minutes)
    select c.id, k, 'text', 'Lesson ' || k, '第' || k || '课', $2, 10
    from courses c cross join generate_series(1, $1::int) as k
    where c.description = $2`,
    [LESSONS_PER_COURSE, GENERATED],
  );
  const newUsers = SIZE.users - (await count('users'));
  // The account search index is built once after the load, as a bulk load does, not entry by
  // entry (fastupdate is off): the same index, in a minute less.
  const { rows: searchIndexes } = await client.query(
    "select indexname, indexdef from pg_indexes where tablename = 'users' and indexdef like '%USING gin%'",
  );
  for (const { indexname } of searchIndexes) await client.query(`drop index ${indexname}`);
  await client.query(
    `insert into users (email, password_hash, full_name, role, created_at)
    select 'scale-' || n || '@example.com', (select password_hash from users order by id limit 1),
           'Scale ' || n, 'student', now() - make_interval(mins => n * 10)
    from generate_series(1, $1::int) as n`,
    [newUsers],
  );
  for (const { indexdef } of searchIndexes) await client.query(indexdef);
  const learners = `select id, row_number() over (order by id) as n from users where email like 'scale-%'`;
  const perLearner = (total) => Math.round(total / newUsers);
  await client.query('alter table points_ledger disable trigger points_ledger_apply');
  await client.query(
    `insert into points_ledger (user_id, delta, reason, reference, description, created_at)
    select u.id, 10,
           (array['signin','content_completed','quiz_passed','admin_adjustment'])[1 + (u.id + k) % 4]::points_reason,
           'scale:' || k, 'Scale grant',
           now() - make_interval(hours => (u.id * 7 + k * 131) % (24 * 365))
    from (${learners}) u cross join generate_series(1, $1::int) as k`,
    [perLearner(SIZE.ledger)],
  );
  await client.query(
    `update point_balances b set available = available + 10 * $1::int,
           lifetime_earned = lifetime_earned + 10 * $1::int, updated_at = now()
    from users u where u.id = b.user_id and u.email like 'scale-%'`,
    [perLearner(SIZE.ledger)],
  );
  await client.query('alter table points_ledger enable trigger points_ledger_apply');
  // Each learner opened lessons of the generated courses, every other one finished. The
  // enrolment trigger is paused like the ledger's and its pairs recorded in one statement.
  await client.query('alter table content_progress disable trigger dashboard_enrol_started');
  await client.query(
    `with lesson as (
      select id, row_number() over (order by id) - 1 as n from contents where description = $2
    ), lessons as (select count(*) as total from lesson)
    insert into content_progress (user_id, content_id, progress, completed_at, started_at, updated_at)
    select u.id, lesson.id, case when k % 2 = 0 then 100 else 40 end,
           case when k % 2 = 0 then at end, at, at
    from (${learners}) u cross join generate_series(1, $1::int) as k
    cross join lessons
    join lesson on lesson.n = (u.n * 7 + k * 13) % lessons.total
    cross join lateral (select now() - make_interval(hours => (u.id * 11 + k * 97) % (24 * 365)) as at) time`,
    [perLearner(SIZE.progress), GENERATED],
  );
  await client.query('alter table content_progress enable trigger dashboard_enrol_started');
  await client.query(
    `insert into dashboard_enrollments as pair (user_id, course_id, last_active_at)
    select progress.user_id, lesson.course_id, dashboard_quarter(max(progress.updated_at))
    from content_progress progress join contents lesson on lesson.id = progress.content_id
    group by 1, 2
    on conflict (user_id, course_id) do update set last_active_at = excluded.last_active_at
      where pair.last_active_at < excluded.last_active_at`,
  );
  // The dashboard kept the demo's days; the grown history is older, as a live academy's is.
  await client.query('delete from dashboard_days');
  await client.query('vacuum analyze');
  // The bulk load's dirty pages are written now, not by the checkpointer during the measurement.
  await client.query('checkpoint');
  const sizes = {};
  for (const table of ['users', 'courses', 'points_ledger', 'content_progress']) {
    sizes[table] = await count(table);
  }
  console.log(
    `grew to ${Object.entries(sizes)
      .map(([table, rows]) => `${rows} ${table}`)
      .join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

/** The peak resident memory of the server process so far, in MB (Linux). */
async function peakMemory(pid) {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** An export read to its end: when the first byte came, when the last, and its size. */
async function download(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const reader = response.body.getReader();
  let firstByte;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.byteLength;
  }
  return { status: response.status, firstByte, total: performance.now() - started, bytes };
}

async function measure(server, fixtures, label) {
  const { base } = server;
  const { student, admin, courseId, studentId } = fixtures;
  const reads = [
    ['course list', '/api/course/lists?page_size=12'],
    ['search (en)', `/api/course/lists?search=${encodeURIComponent('Forex history 1999')}`],
    ['search (zh)', `/api/course/lists?search=${encodeURIComponent('外汇历史1999')}`],
    ['course detail', `/api/course/get?course_id=${courseId}`],
    ['teacher list', '/api/teacher/list?page_size=12'],
    ['points balance', '/api/points/balance', student],
    ['points history', '/api/points/lists', student],
    ['admin stats', '/api/admin/stats', admin],
    ['admin charts 30', '/api/admin/charts?days=30', admin],
    ['admin charts 90', '/api/admin/charts?days=90', admin],
    ['admin activity', '/api/admin/activities', admin],
    ['users list', '/api/admin/users', admin],
    ['users by name', '/api/admin/users?sort=name&order=asc', admin],
    ['users by email', '/api/admin/users?sort=email&order=asc', admin],
    ['users page 50', '/api/admin/users?page=50', admin],
    ['users search', `/api/admin/users?search=${encodeURIComponent('4242')}`, admin],
    ['users search wide', `/api/admin/users?search=${encodeURIComponent('example')}`, admin],
    ['users search name', `/api/admin/users?search=${encodeURIComponent('Li Mei')}`, admin],
    ['courses list', '/api/admin/courses', admin],
    ['courses search', `/api/admin/courses?search=${encodeURIComponent('Forex')}`, admin],
    ['lessons', `/api/admin/contents?course_id=${courseId}`, admin],
    ['teachers', '/api/admin/teachers', admin],
    ['rewards', '/api/admin/rewards', admin],
    ['rewards stats', '/api/admin/rewards/stats', admin],
    ['redemptions', '/api/admin/redemptions', admin],
    ['ledger of one', `/api/admin/points/ledger?user_id=${studentId}`, admin],
    ['audit', '/api/admin/audit', admin],
    ['outbox', '/api/admin/outbox', admin],
    ['settings', '/api/admin/settings', admin],
  ];
  const results = new Map();
  for (const [name, path, authorization] of reads) {
    const headers = authorization ? { authorization } : {};
    // A second of warm-up, so the first route measured does not pay for the JIT and the pool.
    await load(`${base}${path}`, headers, 1);
    const result = await load(`${base}${path}`, headers);
    // autocannon's histogram keeps whole milliseconds, so its average floors a 0.9 ms read to 0:
    // one client's mean latency is the time it ran over the reads it completed.
    const latency = (result.duration * 1000) / result.requests.total;
    results.set(name, latency);
    console.log(
      `${label.padEnd(7)} ${name.padEnd(18)} ${latency.toFixed(2).padStart(7)} ms  p99 ${String(result.latency.p99).padStart(4)} ms${result.non2xx ? `  (${result.non2xx} non-2xx)` : ''}`,
    );
  }
  const exports = [
    ['users export', '/api/admin/users/export'],
    ['ledger export', '/api/admin/points/ledger/export'],
    ['ledger export one', `/api/admin/points/ledger/export?user_id=${studentId}`],
    ['redemptions export', '/api/admin/redemptions/export'],
    ['audit export', '/api/admin/audit/export'],
  ];
  for (const [name, path] of exports) {
    await download(`${base}${path}`, { authorization: admin });
    const before = await peakMemory(server.pid);
    // The median of three reads: one read's first byte is at the mercy of the collection the
    // last file's megabytes left behind.
    const reads = [];
    for (let read = 0; read < 3; read += 1) {
      reads.push(await download(`${base}${path}`, { authorization: admin }));
    }
    const result = reads.sort((a, b) => a.firstByte - b.firstByte)[1];
    const grown = (await peakMemory(server.pid)) - before;
    results.set(`${name} (first byte)`, result.firstByte);
    console.log(
      `${label.padEnd(7)} ${name.padEnd(18)} first byte ${result.firstByte.toFixed(1).padStart(6)} ms, all ${result.total.toFixed(0).padStart(5)} ms, ${(result.bytes / 1e6).toFixed(2)} MB, peak memory +${grown.toFixed(1)} MB${result.status === 200 ? '' : `  (${result.status})`}`,
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
  const signIn = async (email) => {
    const login = await fetch(`${server.base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    const { data } = await login.json();
    return { authorization: `Bearer ${data.token}`, id: data.user.user_id };
  };
  const student = await signIn('student@example.com');
  const fixtures = {
    student: student.authorization,
    studentId: student.id,
    admin: (await signIn('admin@example.com')).authorization,
    courseId: (
      await (await fetch(`${server.base}/api/course/lists?level=beginner&page_size=1`)).json()
    ).data.list[0].course_id,
  };
  const before = await measure(server, fixtures, 'demo');
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await grow(client);
  } finally {
    await client.end();
  }
  const after = await measure(server, fixtures, 'large');
  console.log('\n| read | demo data | large | ×latency |\n|---|---|---|---|');
  for (const [route, latency] of after) {
    const demo = before.get(route) ?? Number.NaN;
    console.log(
      `| ${route} | ${demo.toFixed(2)} ms | ${latency.toFixed(2)} ms | ×${(latency / demo).toFixed(1)} |`,
    );
  }
} finally {
  await server.stop();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
