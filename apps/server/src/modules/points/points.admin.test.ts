import { csvRecords } from '@academy/contracts/admin-bulk.rules';
import { describe, expect, it } from 'vitest';
import { buildUser, grantPoints, sessionHeaders } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('GET /api/admin/points/ledger/export', () => {
  it("answers one learner's ledger when the screen shows one, everyone's otherwise", async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = { ...(await sessionHeaders(ctx.db, admin.id)), 'accept-language': 'en' };
    const mei = await buildUser(ctx.db);
    const bob = await buildUser(ctx.db);
    await grantPoints(ctx.db, mei.id, 30);
    await grantPoints(ctx.db, bob.id, 20);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/points/adjust',
      headers,
      payload: { user_id: mei.id, delta: -5, reason: '=cmd|calc' },
    });

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/points/ledger/export?user_id=${mei.id}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="points-ledger-[\d-]+\.csv"/);
    const [header, ...rows] = csvRecords(response.body.slice(1)).map((record) => record.cells);
    expect(header).toEqual(['ID', 'Date', 'Email', 'Points', 'Reason', 'Description']);
    expect(rows.map((row) => row.slice(2, 5))).toEqual([
      [mei.email, '-5', 'admin_adjustment'],
      [mei.email, '30', 'admin_adjustment'],
    ]);
    // The admin's reason is the learner-facing description; as a cell it stays text.
    expect(rows[0]?.[5]).not.toMatch(/^=/);

    const everyone = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/points/ledger/export',
      headers,
    });
    expect(csvRecords(everyone.body.slice(1)).slice(1)).toHaveLength(3);
  });
});
