import { like } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { pointsLedger } from '../modules/points/points.schema';
import {
  buildContent,
  buildCourse,
  buildUser,
  grantPoints,
  ledgerMismatches,
  sessionHeaders,
} from '../test/factories';
import { describeOnPostgres } from '../test/postgres-only';
import { startServerProcess } from '../test/server-process';
import { temporaryDirectory } from '../test/test-app';
import { createScratchDatabase } from '../test/test-database';

const dataDir = temporaryDirectory();
// Apart from server.test.ts's range, so the two never meet in parallel workers.
const port = 4000 + (process.pid % 90);

describeOnPostgres('connections killed under concurrent writes', () => {
  it('fail only the requests that used them, with 503, and the server lives and recovers', async () => {
    const url = await createScratchDatabase('faults');
    const handle = await openDatabase({ url });
    await handle.migrate();
    const { db } = handle;
    const admin = await buildUser(db, { role: 'admin' });
    const adminHeaders = await sessionHeaders(db, admin.id);
    const learners = await Promise.all(Array.from({ length: 8 }, () => buildUser(db)));
    const sessions = await Promise.all(
      learners.map(async (learner) => {
        await grantPoints(db, learner.id, 500);
        return sessionHeaders(db, learner.id);
      }),
    );
    const course = await buildCourse(db, { difficultyLevel: 'beginner' });
    const lesson = await buildContent(db, course.id, { type: 'text' });

    // A real process: an error nobody handles would end it, as it did before this test.
    const server = startServerProcess(port, {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await killer.connect();
    try {
      await server.healthy(60_000);

      const adjustments = new Map<number, number>();
      let sequence = 0;
      const call = async (url: string, init: RequestInit): Promise<number> => {
        try {
          return (await fetch(`${server.base}${url}`, init)).status;
        } catch {
          return 0;
        }
      };
      const json = (headers: Record<string, string>, body: object): RequestInit => ({
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const worker = async (index: number, until: number) => {
        const headers = sessions[index % sessions.length] ?? {};
        const learner = learners[index % learners.length];
        const statuses: number[] = [];
        while (Date.now() < until) {
          const number = ++sequence;
          const status = await call(
            '/api/admin/points/adjust',
            json(adminHeaders, { user_id: learner?.id, delta: 1, reason: `fault-${number}` }),
          );
          adjustments.set(number, status);
          statuses.push(
            status,
            await call('/api/course/like', json(headers, { course_id: course.id })),
            await call(
              '/api/content/progress',
              json(headers, { content_id: lesson.id, progress: (number % 90) + 1 }),
            ),
            await call('/api/signin/daily', { headers }),
          );
        }
        return statuses;
      };

      const stormEnds = Date.now() + 5_000;
      const killing = (async () => {
        let kills = 0;
        while (Date.now() < stormEnds) {
          await new Promise((resolve) => setTimeout(resolve, 150));
          const { rowCount } = await killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [new URL(url).pathname.slice(1)],
          );
          kills += rowCount ?? 0;
        }
        return kills;
      })();
      const statuses = (
        await Promise.all(Array.from({ length: 12 }, (_, index) => worker(index, stormEnds)))
      ).flat();
      const kills = await killing;

      expect(kills).toBeGreaterThan(5);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/second error|Connection terminated unexpectedly/);
      // Every answer is honest: done, refused for a reason, or "database unavailable" — never a
      // 500, never a dropped connection.
      const unexpected = statuses.filter(
        (status) => status === 0 || status === 500 || (status > 500 && status !== 503),
      );
      expect(unexpected).toEqual([]);
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);

      await server.healthy(10_000);
      expect((await fetch(`${server.base}/api/course/lists`)).status).toBe(200);
      // After the storm writes go through again (on a busy runner the storm may refuse them all).
      const after = ++sequence;
      const recovered = await call(
        '/api/admin/points/adjust',
        json(adminHeaders, { user_id: learners[0]?.id, delta: 1, reason: `fault-${after}` }),
      );
      expect(recovered).toBe(200);
      adjustments.set(after, recovered);

      // Nothing accepted is lost and nothing refused is half-written: the adjustments in the
      // ledger are exactly those answered 200, and every balance is its ledger's sum.
      const recorded = await db
        .select({ description: pointsLedger.description })
        .from(pointsLedger)
        .where(like(pointsLedger.description, 'Adjustment: fault-%'));
      const recordedNumbers = recorded
        .map((row) => Number(row.description.replace('Adjustment: fault-', '')))
        .sort((a, b) => a - b);
      const accepted = [...adjustments]
        .filter(([, status]) => status === 200)
        .map(([number]) => number)
        .sort((a, b) => a - b);
      expect(recordedNumbers).toEqual(accepted);
      expect(accepted.length).toBeGreaterThan(0);
      expect(await ledgerMismatches(db)).toEqual([]);
    } finally {
      if (server.child.exitCode === null) await server.stop();
      await killer.end();
      await handle.close();
    }
  }, 120_000);
});
