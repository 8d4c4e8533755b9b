import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildUser, sessionHeaders } from '../../test/factories';
import { listeningPort } from '../../test/raw-http';
import { temporaryDirectory, useTestApp } from '../../test/test-app';

const dataDir = temporaryDirectory();
const uploadsDir = path.join(dataDir, 'uploads');
const ctx = useTestApp({ UPLOADS_DIR: uploadsDir });

async function adminSession() {
  const admin = await buildUser(ctx.db, { role: 'admin' });
  return { admin, headers: await sessionHeaders(ctx.db, admin.id) };
}

describe('admin uploads', () => {
  it('stores real images under generated names and rejects disguised or oversized files', async () => {
    const { headers } = await adminSession();
    const upload = async (
      kind: string,
      name: string,
      bytes: Buffer,
      type = 'application/octet-stream',
    ) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      const request = new Request('http://localhost', { method: 'POST', body: form });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/uploads?kind=${kind}`,
        headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(64, 1),
    ]);
    const stored = await upload('image', 'photo.png', png, 'image/png');
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.url).toMatch(/^\/media\/admin\/[0-9a-f-]{36}\.png$/);
    expect((await ctx.app.inject({ url: stored.json().data.url })).statusCode).toBe(200);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload('image', 'evil.png', svg, 'image/png')).statusCode).toBe(415);
    const fakePdf = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload('pdf', 'doc.pdf', fakePdf, 'application/pdf')).statusCode).toBe(415);
    const huge = Buffer.concat([
      Buffer.from('ffd8ffe0', 'hex'),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    expect((await upload('image', 'big.jpg', huge, 'image/jpeg')).statusCode).toBe(413);

    const files = readdirSync(path.join(uploadsDir, 'admin'));
    expect(files).toHaveLength(1);
    expect(existsSync(path.join(uploadsDir, 'admin', files[0] ?? ''))).toBe(true);
  });

  it('keeps nothing of an upload whose connection drops halfway', async () => {
    const { headers } = await adminSession();
    const port = await listeningPort(ctx.app);
    const boundary = 'dropped-upload';
    const head = Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="lesson.mp4"\r\n` +
        'content-type: video/mp4\r\n\r\n',
    );
    const mp4Start = Buffer.concat([
      Buffer.from('000000186674797069736f6d', 'hex'),
      Buffer.alloc(256 * 1024, 7),
    ]);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/admin/uploads?kind=video HTTP/1.1\r\nhost: localhost\r\n` +
        `authorization: ${headers.authorization}\r\n` +
        `content-type: multipart/form-data; boundary=${boundary}\r\n` +
        `content-length: ${10 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(Buffer.concat([head, mp4Start]));
    const staging = path.join(uploadsDir, '.staging');
    const stored = () => readdirSync(path.join(uploadsDir, 'admin'));
    const before = stored();
    // The transfer has begun: its partial file is on disk, where uploads are staged.
    for (let tries = 0; tries < 100; tries += 1) {
      if (existsSync(staging) && readdirSync(staging).some((name) => name.endsWith('.part'))) break;
      await sleep(20);
    }
    expect(readdirSync(staging).some((name) => name.endsWith('.part'))).toBe(true);

    socket.destroy();
    for (let tries = 0; tries < 100; tries += 1) {
      if (readdirSync(staging).length === 0) break;
      await sleep(20);
    }
    expect(readdirSync(staging)).toEqual([]);
    expect(stored()).toEqual(before);
  });
});
