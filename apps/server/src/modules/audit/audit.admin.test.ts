import http from 'node:http';
import { csvRecords } from '@academy/contracts/admin-bulk.rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, sessionHeaders } from '../../test/factories';
import { listeningPort } from '../../test/raw-http';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

/** A GET over a real socket, keeping the body's chunks as they arrived. */
function getChunks(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; chunks: Buffer[] }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, chunks }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('GET /api/admin/audit/export', () => {
  it('streams 20 000 entries in keyset batches: chunked, every entry once, newest first', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    // Three entries share each instant, so batches end inside ties: keyset paging must not
    // skip or repeat any of them.
    await ctx.db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, created_at)
      select ${admin.id}, 'update', 'course', g::text,
        timestamptz '2026-01-01' + (g / 3) * interval '1 microsecond'
      from generate_series(1, 20000) g`);
    const port = await listeningPort(ctx.app);

    const { headers, chunks } = await getChunks(port, '/api/admin/audit/export', {
      ...(await sessionHeaders(ctx.db, admin.id)),
      'accept-language': 'en',
    });
    // Written as it is read: no length known up front, and many pieces on the wire.
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(chunks.length).toBeGreaterThan(1);

    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFFID,When,Who,Action,Entity,Entity ID,Before,After\r\n')).toBe(
      true,
    );
    const rows = csvRecords(text.slice(1)).slice(1);
    expect(rows).toHaveLength(20_000);
    const entityIds = rows.map((row) => Number(row.cells[5]));
    expect(new Set(entityIds).size).toBe(20_000);
    const times = rows.map((row) => row.cells[1] ?? '');
    expect(times).toEqual([...times].sort().reverse());
    expect(rows[0]?.cells.slice(2, 5)).toEqual([admin.email, 'update', 'course']);
  }, 60_000);

  it('keeps to one entity when asked, in the language of the admin', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', languagePreference: 'zh' });
    await ctx.db.execute(sql`insert into audit_log (actor_id, action, entity, entity_id, details)
      values (${admin.id}, 'update', 'user', '7', ${JSON.stringify({ after: { name: '=1+1' } })}::jsonb),
             (${admin.id}, 'create', 'course', '8', '{}'::jsonb)`);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?entity=user',
      headers: await sessionHeaders(ctx.db, admin.id),
    });
    expect(response.headers['content-disposition']).toMatch(/filename="audit-log-[\d-]+\.csv"/);
    const [header, ...rows] = csvRecords(response.body.slice(1)).map((record) => record.cells);
    expect(header?.slice(0, 3)).toEqual(['编号', '时间', '操作人']);
    expect(rows.map((row) => row.slice(3, 6))).toEqual([['update', 'user', '7']]);
    expect(rows[0]?.[7]).toBe('{"name":"=1+1"}');
  });
});
