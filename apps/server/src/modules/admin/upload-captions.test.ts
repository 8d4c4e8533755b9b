import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_CAPTIONS_BYTES } from '../../lib/webvtt';
import { buildUser, sessionHeaders } from '../../test/factories';
import { temporaryDirectory, useTestApp } from '../../test/test-app';

const dataDir = temporaryDirectory();
const uploadsDir = path.join(dataDir, 'uploads');
const ctx = useTestApp({ UPLOADS_DIR: uploadsDir });

async function uploadCaptions(headers: Record<string, string>, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/vtt' }), name);
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/uploads?kind=captions',
    headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const cue = '00:00:00.000 --> 00:00:02.000\n欢迎来到课程。\n\n';

describe('captions uploads', () => {
  it('stores a WebVTT file under a generated name, served only on a signed link', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = await sessionHeaders(ctx.db, admin.id);
    const stored = await uploadCaptions(
      headers,
      'lesson.vtt',
      Buffer.from(`\uFEFFWEBVTT Lesson one\n\n${cue}`),
    );
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toMatchObject({ kind: 'captions' });
    expect(stored.json().data.url).toMatch(/^\/media\/admin\/[0-9a-f-]{36}\.vtt$/);
    // A lesson file like the video it belongs to: the bare path is refused.
    expect((await ctx.app.inject({ url: stored.json().data.url })).statusCode).toBe(403);
  });

  it('refuses files that are not UTF-8 WebVTT, and oversized ones, leaving nothing behind', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const headers = await sessionHeaders(ctx.db, admin.id);
    const folder = path.join(uploadsDir, 'admin');
    const before = existsSync(folder) ? readdirSync(folder) : [];
    const refusals: [string, Buffer, number][] = [
      ['no header', Buffer.from(`1\n${cue}`), 415],
      ['srt', Buffer.from(`1\n00:00:00,000 --> 00:00:02,000\nHello\n`), 415],
      ['html', Buffer.from(`<html><script>alert(1)</script>WEBVTT\n${cue}</html>`), 415],
      ['header glued', Buffer.from(`WEBVTTX\n\n${cue}`), 415],
      ['gbk', Buffer.concat([Buffer.from(`WEBVTT\n\n${cue}`), Buffer.from([0xbb, 0xb6])]), 415],
      ['nul', Buffer.from(`WEBVTT\n\n${cue}\u0000`), 415],
      [
        'huge',
        Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(MAX_CAPTIONS_BYTES, 0x41)]),
        413,
      ],
    ];
    for (const [name, bytes, status] of refusals) {
      expect((await uploadCaptions(headers, `${name}.vtt`, bytes)).statusCode, name).toBe(status);
    }
    expect(readdirSync(folder)).toEqual(before);
  });
});
