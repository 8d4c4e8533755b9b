import { describe, expect, it, onTestFinished } from 'vitest';
import { startMailCatcher } from './test/mail-catcher';
import { startS3Server } from './test/s3-server';
import { startServerProcess } from './test/server-process';
import { temporaryDirectory } from './test/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const demoPassword = 'built-server demo passphrase';

/**
 * The built server (`dist/server.js`), which bundles its packages (decision 0045), started as
 * `npm start` starts it. The other tests run the source; only this one shows that what the build
 * made loads: each package a feature loads on first use, the chunks split off, the bundled
 * CommonJS.
 */
async function startBuilt(port: number, env: Record<string, string> & { DATA_DIR: string }) {
  const server = startServerProcess(
    port,
    {
      NODE_ENV: 'test',
      DEMO_PASSWORD: demoPassword,
      ARGON2_MEMORY_KIB: '64',
      ARGON2_PASSES: '1',
      ...env,
    },
    'build',
  );
  onTestFinished(async () => {
    await server.stop();
  });
  await server.healthy(30_000);
  return server;
}

/** One JSON call, answered as `T` (the envelope of the route). */
async function call<T>(base: string, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('the built server', () => {
  const [dataDir, redisDataDir] = [temporaryDirectory(), temporaryDirectory()];

  it('loads what features load on first use: the password rules, mail, the sanitizer, file sniffing, S3', async () => {
    const mail = await startMailCatcher();
    const bucket = await startS3Server();
    onTestFinished(async () => {
      await mail.close();
      await bucket.close();
    });
    const port = 4100 + (process.pid % 90);
    const { base } = await startBuilt(port, {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SMTP_URL: mail.url,
      ...bucket.env,
    });

    const weak = await call<{ fields: { password: string } }>(base, 'POST', '/api/users/register', {
      email: 'new.learner@example.com',
      password: 'password',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toMatch(/too common/);
    const strong = await call(base, 'POST', '/api/users/register', {
      email: 'new.learner@example.com',
      password: 'reads the tape at dawn',
    });
    expect(strong.status).toBe(200);
    expect((await mail.mailTo('new.learner@example.com', 15_000)).text).toContain('/auth/confirm');

    const admin = await call<{ data: { token: string } }>(base, 'POST', '/api/users/login', {
      email: 'admin@example.com',
      password: demoPassword,
    });
    const token = admin.body.data.token;
    const courses = await call<{ data: { list: { course_id: number }[] } }>(
      base,
      'GET',
      '/api/course/lists?page_size=1',
    );
    const article = await call<{ data: { content_data: unknown } }>(
      base,
      'POST',
      '/api/admin/contents',
      {
        course_id: courses.body.data.list[0]?.course_id,
        type: 'text',
        title: 'Built',
        content_data: { html: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' },
      },
      token,
    );
    expect(article.status).toBe(200);
    expect(article.body.data.content_data).toEqual({ html: '<p>Hi</p>' });

    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(64, 1),
    ]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(`${base}/api/admin/uploads?kind=image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const { data } = (await upload.json()) as { data: { url: string } };
    // Media in a bucket are sent from it, on a link the server signs.
    const media = await fetch(`${base}${data.url}`, { redirect: 'manual' });
    expect(media.status).toBe(302);
    const stored = await fetch(media.headers.get('location') ?? '');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(png);
  }, 90_000);

  it.runIf(redisUrl)(
    'starts with its request budgets counted in Redis',
    async () => {
      const port = 4200 + (process.pid % 90);
      const { base } = await startBuilt(port, {
        DATA_DIR: redisDataDir,
        REDIS_URL: redisUrl ?? '',
      });
      expect((await call(base, 'GET', '/api/course/lists')).status).toBe(200);
    },
    60_000,
  );
});
