import { csvRecords } from '@academy/contracts/admin-bulk.rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkResult } from '../../test/bulk-result';
import { buildUser, sessionHeaders } from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { issueLinkIn } from './accounts';
import { users } from './auth.schema';

const ctx = useTestApp();

const statusOf = async (id: number) =>
  (await ctx.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]?.status;

describe('GET /api/admin/users/export', () => {
  it('answers the searched accounts, sorted as the table is, without any secret', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', fullName: 'Ada Admin' });
    await buildUser(ctx.db, { fullName: 'Zhou Mei', email: 'mei.zhou@example.com' });
    await buildUser(ctx.db, { fullName: 'Li Mei', email: 'mei.li@example.com', role: 'teacher' });
    await buildUser(ctx.db, { fullName: '@Bob', email: 'bob@example.com' });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/export?search=mei&sort=name&order=asc',
      headers: { ...(await sessionHeaders(ctx.db, admin.id)), 'accept-language': 'zh' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="users-[\d-]+\.csv"/);
    expect(
      response.body.startsWith('\uFEFF编号,姓名,邮箱,角色,状态,积分,注册时间,最近活跃\r\n'),
    ).toBe(true);
    const rows = csvRecords(response.body.slice(1))
      .slice(1)
      .map((record) => record.cells.slice(1, 6));
    expect(rows).toEqual([
      ['Li Mei', 'mei.li@example.com', '老师', '正常', '0'],
      ['Zhou Mei', 'mei.zhou@example.com', '学员', '正常', '0'],
    ]);
    expect(response.body).not.toMatch(/argon2|password/i);

    const everyone = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/export',
      headers: { ...(await sessionHeaders(ctx.db, admin.id)), 'accept-language': 'en' },
    });
    expect(everyone.body).toContain("'@Bob");
    expect(csvRecords(everyone.body.slice(1))).toHaveLength(5);
  });
});

describe('GET /api/admin/users', () => {
  it('counts a search exactly up to 1,000 matches and estimates beyond; every account is the kept total', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = await sessionHeaders(ctx.db, admin.id);
    const emails = Array.from({ length: 1_200 }, (_, n) => `many-${n}@wide.example`);
    await ctx.db
      .insert(users)
      .values(emails.map((email) => ({ email, passwordHash: 'not-a-hash', fullName: 'Many' })));
    const page = async (query: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers })).json()
        .data;

    const everyone = await page('page_size=5');
    expect(everyone.count).toBe(1_201);
    expect(everyone.list).toHaveLength(5);
    const emailsOf = (list: { email: string }[]) => list.map((user) => user.email);
    expect(emailsOf((await page('page=3&page_size=5')).list)).toEqual(
      emails.slice(-15, -10).reverse(),
    );
    const narrow = await page(`search=${encodeURIComponent('many-7')}`);
    expect(narrow.count).toBe(emails.filter((email) => email.includes('many-7')).length);
    const wide = await page(`search=${encodeURIComponent('wide.example')}&page_size=5`);
    expect(wide.count).toBeGreaterThan(1_000);
    expect(emailsOf(wide.list)).toEqual(emails.slice(-5).reverse());
    expect(emailsOf((await page('search=wide.example&page=2&page_size=5')).list)).toEqual(
      emails.slice(-10, -5).reverse(),
    );
  });

  it('counts a term exactly where its grams are in every account, so the planner reads them one by one', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = await sessionHeaders(ctx.db, admin.id);
    await ctx.db.insert(users).values(
      Array.from({ length: 1_200 }, (_, n) => ({
        email: `learner-${n}@school.example`,
        passwordHash: 'not-a-hash',
        fullName: n % 3 === 0 ? `Half Moon ${n}` : `Half Moo Moon ${n}`,
      })),
    );
    await ctx.db.execute(sql`analyze users`);
    const plan = await ctx.db.execute<{ 'QUERY PLAN': string }>(
      sql`explain select 1 from users where search_runs @> search_term_grams('half moon') and full_name ilike '%half moon%'`,
    );
    // The case this covers: a term common enough that the table is read row by row.
    expect(plan.rows[0]?.['QUERY PLAN']).toMatch(/^Seq Scan on users/);

    const found = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent('half moon')}`,
      headers,
    });
    expect(found.json().data.count).toBe(400);
  });
});

describe('POST /api/admin/users/bulk', () => {
  it('disables and enables accounts one by one, refusing what the rules forbid', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = { ...(await sessionHeaders(ctx.db, admin.id)), 'accept-language': 'en' };
    const [one, two] = [await buildUser(ctx.db), await buildUser(ctx.db)];
    const bulk = (action: string, ids: number[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/users/bulk',
        headers,
        payload: { action, items: ids.map((id) => ({ id })) },
      });

    const disabled = await bulk('disable', [one.id, admin.id, 999_999, two.id]);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toEqual(
      bulkResult([
        { id: one.id, status: 'done' },
        {
          id: admin.id,
          status: 'refused',
          error: 'CONFLICT',
          msg: 'This conflicts with the current state.',
        },
        { id: 999_999, status: 'refused', error: 'NOT_FOUND', msg: 'Not found.' },
        { id: two.id, status: 'done' },
      ]),
    );
    expect([await statusOf(one.id), await statusOf(two.id), await statusOf(admin.id)]).toEqual([
      'disabled',
      'disabled',
      'active',
    ]);
    // A disabled account is signed out at once.
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/verify',
      headers: await sessionHeaders(ctx.db, one.id),
    });
    expect(signedOut.statusCode).toBe(401);

    const enabled = await bulk('enable', [one.id]);
    expect(enabled.json().data).toMatchObject({ done: 1, refused: 0 });
    expect(await statusOf(one.id)).toBe('active');
    const entries = await ctx.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entity, 'user'));
    expect(entries.map((entry) => Number(entry.id)).sort()).toEqual(
      [one.id, two.id, one.id].sort(),
    );
  });
});

describeOnPostgres('two admins editing one account at once', () => {
  it('never undo each other: a disable keeps a rename made at the same moment', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = await sessionHeaders(ctx.db, admin.id);
    for (let round = 0; round < 8; round++) {
      const learner = await buildUser(ctx.db, { fullName: 'Old Name' });
      await Promise.all([
        ctx.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${learner.id}`,
          headers,
          payload: { name: `New Name ${round}`, email: learner.email, role: 'student' },
        }),
        ctx.app.inject({ method: 'DELETE', url: `/api/admin/users/${learner.id}`, headers }),
      ]);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, learner.id));
      expect(row?.fullName, `round ${round}`).toBe(`New Name ${round}`);
    }
  });
});

describe('POST /api/admin/users/:id/password', () => {
  it('ends every mail link the account still has out', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const learner = await buildUser(ctx.db);
    const token = await ctx.db.transaction((tx) =>
      issueLinkIn(tx, learner.id, 'reset_password', 60_000),
    );
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${learner.id}/password`,
      headers: await sessionHeaders(ctx.db, admin.id),
      payload: { password: 'set-by-the-admin-7Rk' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const late = await ctx.post('/api/users/password/reset', {
      token,
      new_password: 'a-strangers-choice-5Hc',
      confirm_password: 'a-strangers-choice-5Hc',
    });
    expect(late.json().error).toBe('LINK_INVALID');
  });
});
