import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { users } from '../modules/auth/auth.schema';
import { buildContent, buildCourse, buildUser, signIn } from '../test/factories';
import { listeningPort, rawRequest, requestText } from '../test/raw-http';
import { buildIsolatedApp, captureLogs, temporaryDirectory, useTestApp } from '../test/test-app';
import { testDatabase } from '../test/test-database';

// Lesson files whose bytes must never reach a client without a signature, beside a public image.
const uploads = temporaryDirectory();
const LESSON_BYTES = Buffer.concat([Buffer.from('LESSON-SECRET-'), Buffer.alloc(4096, 7)]);
mkdirSync(path.join(uploads, 'seed', 'x'), { recursive: true });
mkdirSync(path.join(uploads, 'admin'), { recursive: true });
for (const file of ['seed/lesson.mp4', 'seed/guide.pdf', 'seed/talk.mp3', 'admin/clip.webm']) {
  writeFileSync(path.join(uploads, file), LESSON_BYTES);
}
writeFileSync(path.join(uploads, 'seed', 'noext'), LESSON_BYTES);
writeFileSync(path.join(uploads, 'seed', 'pic.webp'), Buffer.from('RIFF0000WEBPVP8 public'));

const ctx = useTestApp({ UPLOADS_DIR: uploads });
const apps: App[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function isolated(env: Record<string, string>, logStream?: NodeJS.WritableStream) {
  const app = await buildIsolatedApp(
    { UPLOADS_DIR: uploads, ...env },
    logStream ? { logStream: logStream as never } : {},
  );
  apps.push(app);
  return app;
}

const leaksLesson = (body: Buffer) => body.includes('LESSON-SECRET');

describe('lesson files', () => {
  // Every spelling an attacker tries for a lesson file: encodings, case, dot and slash tricks,
  // separators, suffixes. None may return its bytes without a valid signature.
  const spellings = [
    '/media/seed/lesson.mp4',
    '/media/seed/lesson%2emp4',
    '/media/seed/lesson%2Emp4',
    '/media/seed/lesson.mp%34',
    '/media/seed/%6cesson.mp4',
    '/media/seed%2flesson.mp4',
    '/media/seed%2Flesson.mp4',
    '/media/seed/lesson%252emp4',
    '/media/seed/./lesson.mp4',
    '/media/seed/%2e/lesson.mp4',
    '/media/seed//lesson.mp4',
    '/media//seed/lesson.mp4',
    '/media/seed/x/../lesson.mp4',
    '/media/seed/x/%2e%2e/lesson.mp4',
    '/media/seed/x/%2E%2E%2Flesson.mp4',
    '/media/seed\\lesson.mp4',
    '/media/seed%5clesson.mp4',
    '/media/seed/lesson.mp4/',
    '/media/seed/lesson.mp4.',
    '/media/seed/lesson.mp4%20',
    '/media/seed/lesson.mp4%00.webp',
    '/media/seed/lesson.mp4;.webp',
    '/media/seed/lesson.mp4%3f.webp',
    '/media/seed/lesson.mp4?.webp',
    '/media/seed/lesson.mp4#.webp',
    '/media/seed/lesson.MP4',
    '/media/SEED/lesson.mp4',
    '/MEDIA/seed/lesson.mp4',
    '/media/seed/lesson.mp4?expires=99999999999&sig=',
    '/media/seed/lesson.mp4?expires=99999999999&sig=a&sig=b',
    '/media/seed/guide.pdf',
    '/media/seed/guide%2epdf',
    '/media/seed/talk.mp3',
    '/media/seed/talk%2Emp3',
    '/media/admin/clip.webm',
    '/media/admin%2fclip.webm',
    '/media/seed/noext',
    '/media/seed/%6eoext',
    '/media/%73eed/lesson.mp4',
    '/media/seed/lesson.mp4%ff',
    '/media/seed/lesson.mp4%c0%ae',
    '/media/seed/x%c0%af..%c0%aflesson.mp4',
  ];

  it('are refused on every spelling, form and method without a signature', async () => {
    const port = await listeningPort(ctx.app);
    for (const spelling of spellings) {
      for (const target of [spelling, `http://academy.test${spelling}`]) {
        for (const method of ['GET', 'HEAD']) {
          for (const headers of [{}, { range: 'bytes=0-99' }] as Record<string, string>[]) {
            const response = await rawRequest(port, requestText(target, { method, headers }));
            const label = `${method} ${target} ${JSON.stringify(headers)}`;
            expect([400, 403, 404], label).toContain(response.status);
            expect(leaksLesson(response.body), label).toBe(false);
          }
        }
      }
    }
  });

  it('open on a valid signature, with ranges, while images stay public', async () => {
    const course = await buildCourse(ctx.db, { difficultyLevel: 'beginner' });
    const video = await buildContent(ctx.db, course.id, {
      type: 'video',
      contentData: { url: '/media/seed/lesson.mp4', transcript: 'Hi', transcript_zh: '你好' },
    });
    const item = await ctx.app.inject({ url: `/api/content/get?content_id=${video.id}` });
    const signed: string = item.json().data.content_data.url;
    const port = await listeningPort(ctx.app);

    const whole = await rawRequest(port, requestText(signed));
    expect(whole.status).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, max-age=600');
    expect(leaksLesson(whole.body)).toBe(true);
    const part = await rawRequest(port, requestText(signed, { headers: { range: 'bytes=0-13' } }));
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe('LESSON-SECRET-');
    // The signature is for that one file: moved to another, it opens nothing.
    const other = signed.replace('lesson.mp4', 'talk.mp3');
    expect((await rawRequest(port, requestText(other))).status).toBe(403);

    const image = await rawRequest(port, requestText('/media/seed/pic.webp'));
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('request targets', () => {
  it('count every form of the login target against one budget', async () => {
    const app = await isolated({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
    const port = await listeningPort(app);
    const body = JSON.stringify({ email: 'x@example.com', password: 'wrong-password-1' });
    const targets = [
      '/api/users/login',
      `http://127.0.0.1:${port}/api/users/login`,
      'HTTP://academy.test/api/users/login',
      'http://other.example/api/users/login?x=1',
      '/api/users/%6cogin',
      'https://academy.test:443/api/users/login',
    ];
    const statuses = [];
    for (const target of targets) {
      statuses.push((await rawRequest(port, requestText(target, { method: 'POST', body }))).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('count the general API budget and resolve the session the same way in every form', async () => {
    const app = await isolated({ RATE_LIMIT_PER_MINUTE: '3' });
    const port = await listeningPort(app);
    const user = await buildUser((await testDatabase()).db);
    // Login has a budget of its own; the three calls below use up the general one.
    const { authorization } = await signIn(app, user);
    const profile = (target: string) =>
      rawRequest(port, requestText(target, { headers: { authorization } }));
    const absolute = await profile(`http://127.0.0.1:${port}/api/users/profile`);
    expect(absolute.status).toBe(200);
    expect(JSON.parse(absolute.body.toString()).data.user_id).toBe(user.id);
    expect((await profile('http://academy.test/api/users/profile')).status).toBe(200);
    expect((await profile('/api/users/profile')).status).toBe(200);
    expect((await profile('/api/users/%70rofile')).status).toBe(429);
  });

  it('never let a client choose its own address behind a trusted proxy', async () => {
    for (const trust of ['1', 'true', '127.0.0.1', '127.0.0.0/8,10.0.0.0/8']) {
      const app = await isolated({ TRUST_PROXY: trust, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
      const port = await listeningPort(app);
      const statuses = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        // What our proxy forwards: whatever the client claimed, then the address it saw.
        const forwarded = `203.0.113.${attempt}, 198.51.100.${attempt}, 192.0.2.77`;
        // An address per setting, so the per-account budget stays out of this address test.
        const email = `proxy-${trust.replace(/\W/g, '')}-${attempt}@example.com`;
        const body = JSON.stringify({ email, password: `wrong-pass-${attempt}` });
        const request = requestText('/api/users/login', {
          method: 'POST',
          body,
          headers: { 'x-forwarded-for': forwarded },
        });
        statuses.push((await rawRequest(port, request)).status);
      }
      expect(statuses, trust).toEqual([401, 401, 401, 429, 429, 429]);
    }
  });
});

describe('caching of personal answers', () => {
  it('marks every answer with a token or personal data no-store, and leaves guest reads cacheable', async () => {
    const user = await buildUser(ctx.db);
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const { authorization } = await signIn(ctx.app, user);
    const adminHeaders = await signIn(ctx.app, admin);
    expect(adminHeaders.authorization).not.toBe(authorization);
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url, headers });
    const noStore = [
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: user.password },
      }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: user.email, password: 'not-the-password' },
      }),
      await get('/api/users/profile', { authorization }),
      await get(`/api/users/verify?token=${authorization.slice(7)}`),
      await get('/api/points/balance', { authorization }),
      await get('/api/course/lists', { authorization }),
      await get('/api/course/get?course_id=999999', { authorization }),
      await get('/api/admin/users', adminHeaders),
      await get('/api/users/profile'),
    ];
    for (const [index, response] of noStore.entries()) {
      expect(response.headers['cache-control'], `answer ${index}`).toBe('no-store');
    }
    expect((await get('/api/course/lists')).headers['cache-control']).toBeUndefined();
  });

  it('sends HSTS only when the deployment asks for it', async () => {
    expect(
      (await ctx.app.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const app = await isolated({ HSTS_MAX_AGE_SECONDS: '31536000' });
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('slow and short requests', () => {
  it('close a body shorter than its Content-Length and a trickle of headers within seconds', async () => {
    const port = await listeningPort(ctx.app);
    const started = Date.now();
    const closedAfter = (send: (socket: net.Socket) => void) =>
      new Promise<number>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => send(socket));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(Date.now() - started));
        socket.resume();
      });
    const [shortBody, trickle] = await Promise.all([
      closedAfter((socket) =>
        socket.write(
          'POST /api/users/login HTTP/1.1\r\nHost: academy.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
        ),
      ),
      closedAfter((socket) => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: academy.test\r\n');
        const timer = setInterval(() => socket.write(`X-Slow-${Date.now()}: 1\r\n`), 1000);
        socket.on('close', () => clearInterval(timer));
      }),
    ]);
    expect(shortBody).toBeLessThan(20_000);
    expect(trickle).toBeLessThan(15_000);
  }, 30_000);
});

describe('logs', () => {
  it('never carry the values of a failed statement', async () => {
    const logs = captureLogs();
    const app = await isolated({ LOG_LEVEL: 'info' }, logs.stream);
    const { db } = await testDatabase();
    const victim = await buildUser(db, { email: 'victim.leak@example.com' });
    // Whatever a failed statement becomes for the client (a 400, a 500), any code that logs it
    // goes through the logger's serializer.
    const logged = (work: () => Promise<unknown>) => async (request: FastifyRequest) => {
      try {
        return await work();
      } catch (error) {
        request.log.error({ err: error }, 'statement failed');
        throw error;
      }
    };
    app.get(
      '/api/test/bad-cast',
      logged(() => db.execute(sql`select ${'secret.param@example.com'}::int`)),
    );
    app.get(
      '/api/test/duplicate',
      logged(() =>
        db.insert(users).values({
          email: 'victim.leak@example.com',
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$LEAKEDHASHVALUE',
          fullName: 'Plain Name',
        }),
      ),
    );
    app.get(
      '/api/test/nul',
      logged(() =>
        db.update(users).set({ fullName: 'Nul\u0000secret-name' }).where(sql`id = ${victim.id}`),
      ),
    );
    for (const url of ['/api/test/bad-cast', '/api/test/duplicate', '/api/test/nul']) {
      expect((await app.inject({ url })).statusCode).toBeGreaterThanOrEqual(400);
    }
    const text = logs.text();
    expect(text.match(/statement failed/g)).toHaveLength(3);
    for (const secret of ['secret.param', 'victim.leak', 'LEAKEDHASHVALUE', 'secret-name']) {
      expect(text).not.toContain(secret);
    }
  });
});
