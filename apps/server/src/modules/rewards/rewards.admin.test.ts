import { csvRecords } from '@academy/contracts/admin-bulk.rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkResult } from '../../test/bulk-result';
import { buildReward, buildUser, signedInAdmin } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { redemptions } from './rewards.schema';

const ctx = useTestApp();

/** A redemption in any status, straight into its table (points are not what these tests are about). */
async function buildRedemption(overrides: Partial<typeof redemptions.$inferInsert> = {}) {
  const learner = await buildUser(ctx.db);
  const reward = await buildReward(ctx.db, { title: 'Mug', titleZh: '马克杯' });
  const [row] = await ctx.db
    .insert(redemptions)
    .values({
      userId: learner.id,
      rewardId: reward.id,
      pointsSpent: 50,
      recipientName: '王芳',
      recipientPhone: '+86 138 0013 8000',
      shippingAddress: '朝阳区建国路 88 号',
      shippingCity: '北京市',
      shippingProvince: '北京',
      shippingPostalCode: '100022',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('redemption insert returned nothing');
  return row;
}

const statusOf = async (id: number) =>
  (await ctx.db.select().from(redemptions).where(eq(redemptions.id, id)))[0];
const auditedIds = async (action: string) =>
  (
    await ctx.db.select({ id: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, action))
  ).map((row) => Number(row.id));

describe('GET /api/admin/redemptions/export', () => {
  it('answers the filtered redemptions as a dated UTF-8 CSV with a BOM, headers in the language', async () => {
    const { headers } = await signedInAdmin(ctx.db);
    const tricky = await buildRedemption({
      recipientName: '=HYPERLINK("http://evil.example","点我")',
      shippingAddress: 'Building 3, "East" gate\nRoom 5',
    });
    const shipped = await buildRedemption({ status: 'shipped', trackingNumber: 'SF123' });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions/export?status=pending',
      headers: { ...headers, 'accept-language': 'zh' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="redemptions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRecords(response.body.slice(1)).map((record) => record.cells);
    expect(header).toEqual([
      '兑换编号',
      '日期',
      '收件人',
      '联系电话',
      '省份',
      '城市',
      '详细地址',
      '邮政编码',
      '物品',
      '状态',
      '快递单号',
      '备注',
      '邮箱',
    ]);
    // The status filter kept the shipped one out; the cells came back intact, formula defused.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      String(tricky.id),
      tricky.createdAt.toISOString(),
      `'=HYPERLINK("http://evil.example","点我")`,
      "'+86 138 0013 8000",
      '北京',
      '北京市',
      'Building 3, "East" gate\nRoom 5',
      '100022',
      '马克杯',
      '待审核',
      '',
      '',
      expect.stringContaining('@example.com'),
    ]);
    expect(response.body).toContain('"Building 3, ""East"" gate\nRoom 5"');

    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions/export?search=SF&status=shipped&sort=status&order=asc',
      headers: { ...headers, 'accept-language': 'en' },
    });
    const [englishHeader, ...englishRows] = csvRecords(english.body.slice(1)).map(
      (record) => record.cells,
    );
    expect(englishHeader?.slice(0, 3)).toEqual(['Redemption', 'Date', 'Recipient']);
    expect(englishRows).toEqual([]);
    const bySearch = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions/export?search=Mug&status=shipped',
      headers,
    });
    const found = csvRecords(bySearch.body.slice(1)).slice(1);
    expect(found.map((record) => record.cells[0])).toEqual([String(shipped.id)]);
    expect(found[0]?.cells[10]).toBe('SF123');
  });

  it('refuses a bad filter with the error envelope, before any CSV', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/redemptions/export?status=lost',
      headers: (await signedInAdmin(ctx.db)).headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 0, error: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/admin/redemptions/bulk', () => {
  const bulk = async (payload: object, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/admin/redemptions/bulk',
      headers: { ...(await signedInAdmin(ctx.db)).headers, 'accept-language': language },
      payload,
    });

  it('ships each redemption it can and says why it refused the others', async () => {
    const first = await buildRedemption({ status: 'approved' });
    const pending = await buildRedemption();
    const second = await buildRedemption({ status: 'approved' });
    const response = await bulk(
      {
        action: 'ship',
        items: [
          { id: first.id, tracking_number: 'SF001' },
          { id: pending.id, tracking_number: 'SF002' },
          { id: 999_999, tracking_number: 'SF003' },
          { id: second.id, tracking_number: 'SF004' },
        ],
      },
      'zh',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(
      bulkResult([
        { id: first.id, status: 'done' },
        { id: pending.id, status: 'refused', error: 'CONFLICT', msg: '操作与当前状态冲突。' },
        { id: 999_999, status: 'refused', error: 'NOT_FOUND', msg: '未找到相关内容。' },
        { id: second.id, status: 'done' },
      ]),
    );
    expect(await statusOf(first.id)).toMatchObject({ status: 'shipped', trackingNumber: 'SF001' });
    expect(await statusOf(second.id)).toMatchObject({ status: 'shipped', trackingNumber: 'SF004' });
    expect(await statusOf(pending.id)).toMatchObject({ status: 'pending', trackingNumber: null });
    expect((await auditedIds('ship')).sort()).toEqual([first.id, second.id].sort());
  });

  it('rejects with one note and refunds each learner', async () => {
    const one = await buildRedemption();
    const two = await buildRedemption({ status: 'approved' });
    const response = await bulk({
      action: 'reject',
      note: 'Out of season',
      items: [{ id: one.id }, { id: two.id }],
    });
    expect(response.json().data).toMatchObject({ done: 2, refused: 0 });
    for (const id of [one.id, two.id]) {
      expect(await statusOf(id)).toMatchObject({ status: 'rejected', adminNote: 'Out of season' });
    }
    const balances = await ctx.db.execute<{ available: number }>(
      sql`select available from point_balances where user_id in (${one.userId}, ${two.userId})`,
    );
    expect(balances.rows.map((row) => row.available)).toEqual([50, 50]);
  });

  it("commits or rolls back each item's write with its own audit entry", async () => {
    const [a, b, c] = [await buildRedemption(), await buildRedemption(), await buildRedemption()];
    // The audit entry of b cannot be written: b's approval must roll back with it, alone.
    await ctx.db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$
        begin
          if new.entity_id = '${b.id}' then raise exception 'audit refused'; end if;
          return new;
        end $$;
        create trigger refuse_audit before insert on audit_log
          for each row execute function refuse_audit();`),
    );
    try {
      const response = await bulk({
        action: 'approve',
        items: [{ id: a.id }, { id: b.id }, { id: c.id }],
      });
      expect(response.json().data.items).toEqual([
        { id: a.id, status: 'done' },
        expect.objectContaining({ id: b.id, status: 'refused', error: 'INTERNAL' }),
        { id: c.id, status: 'done' },
      ]);
    } finally {
      await ctx.db.execute(
        sql.raw('drop trigger refuse_audit on audit_log; drop function refuse_audit();'),
      );
    }
    expect((await statusOf(a.id))?.status).toBe('approved');
    expect((await statusOf(b.id))?.status).toBe('pending');
    expect((await statusOf(c.id))?.status).toBe('approved');
    expect((await auditedIds('approve')).sort()).toEqual([a.id, c.id].sort());
  });

  it('takes at most 500 items and says so', async () => {
    const items = Array.from({ length: 501 }, (_, index) => ({ id: index + 1 }));
    const response = await bulk({ action: 'approve', items });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { items: 'At most 500 items per bulk action: split the list.' },
    });
    const noTracking = await bulk({ action: 'ship', items: [{ id: 1 }] });
    expect(noTracking.statusCode).toBe(400);
    expect(await auditedIds('approve')).toEqual([]);
  });
});
