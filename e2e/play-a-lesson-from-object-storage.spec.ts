import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startS3Server } from '../apps/server/src/test/s3-server';
import { demoStudent, submitLogin } from './fixtures/accounts';
import { expect, test } from './fixtures/test';

// An instance of its own, on a bucket: the journeys' shared server keeps the uploads folder.
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://127.0.0.1:${port}`;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-e2e-s3-'));
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...s3.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // The SDK's notice about Node versions of next year is not this journey's business.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const isHealthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (isHealthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the instance on object storage did not become healthy');
});

test.afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The first beginner video lesson of the academy on the bucket, as a page address. */
async function firstVideoLesson(page: Page) {
  const courses = (
    await (await page.request.get(`${base}/api/course/lists?level=beginner&page_size=100`)).json()
  ).data.list as { course_id: number }[];
  for (const { course_id: courseId } of courses) {
    const items = (
      await (await page.request.get(`${base}/api/content/list?course_id=${courseId}`)).json()
    ).data.list as { id: number; type: string }[];
    const video = items.find((item) => item.type === 'video');
    if (video) return `${base}/courses/${courseId}/content/${video.id}`;
  }
  throw new Error('no beginner video lesson');
}

test('a learner plays and seeks a lesson video that the bucket serves, not the app', async ({
  page,
}) => {
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  const fromStore: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${s3.endpoint}/`)) {
      fromStore.push({ url: response.url(), status: response.status() });
    }
  });

  await page.goto(`${base}/login`);
  await submitLogin(page, demoStudent);
  await expect(page).not.toHaveURL(/login/);
  await page.goto(await firstVideoLesson(page));

  const video = page.locator('video').first();
  await expect(video).toBeVisible();
  // The player asks the app, which sends it to the bucket on a presigned link.
  expect(await video.evaluate((element: HTMLVideoElement) => element.src)).toMatch(
    new RegExp(`^${base}/media/seed/[\\w-]+\\.mp4\\?expires=\\d+&sig=`),
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);

  // A seek is a Range request, and the store answers it (206: a part of the file).
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(1, element.duration - 2);
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.seeking))
    .toBe(false);
  const videoAnswers = fromStore.filter((answer) => /\.mp4\?/.test(answer.url));
  expect(videoAnswers.length).toBeGreaterThan(0);
  expect(videoAnswers.every((answer) => [200, 206].includes(answer.status))).toBe(true);
  expect(videoAnswers.some((answer) => answer.status === 206)).toBe(true);
  expect(refusedByPolicy).toEqual([]);
});
