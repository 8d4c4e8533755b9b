import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildContent, buildCourse, buildUser, sessionHeaders } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { contentProgress } from './learning.schema';

// The real minimum times, as every deployment has them.
const ctx = useTestApp({ LESSON_TIME_SCALE: '1' });

async function openedLesson(type: 'video' | 'text' | 'pdf', durationMinutes: number) {
  const course = await buildCourse(ctx.db, { difficultyLevel: 'beginner', pointsReward: 0 });
  const contentData =
    type === 'text'
      ? { html: '<p>Read me</p>' }
      : type === 'pdf'
        ? { url: '/media/lessons/guide.pdf' }
        : { url: '/media/lessons/clip.mp4', transcript: 'Hi', transcript_zh: '你好' };
  const lesson = await buildContent(ctx.db, course.id, {
    type,
    durationMinutes,
    pointsReward: 30,
    contentData,
  });
  const user = await buildUser(ctx.db);
  const headers = await sessionHeaders(ctx.db, user.id);
  const complete = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/content/complete',
      headers,
      payload: { course_id: course.id, content_id: lesson.id },
    });
  const report = (progress: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/content/progress',
      headers,
      payload: { content_id: lesson.id, progress, position_seconds: 0 },
    });
  const backdate = (seconds: number) =>
    ctx.db
      .update(contentProgress)
      .set({ startedAt: sql`${contentProgress.startedAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(contentProgress.userId, user.id), eq(contentProgress.contentId, lesson.id)));
  const balance = async () =>
    (await ctx.app.inject({ url: '/api/points/balance', headers })).json().data.available_points;
  return { lesson, headers, complete, report, backdate, balance };
}

describe('the minimum time on a lesson', () => {
  it('pays nothing for "100 %" a moment after opening a two-hour video, and says how long is left', async () => {
    const { lesson, headers, complete, report, backdate, balance } = await openedLesson(
      'video',
      120,
    );
    const before = await ctx.app.inject({
      url: `/api/content/get?content_id=${lesson.id}`,
      headers,
    });
    // 90 % of two hours at the fastest (2×) speed: 54 minutes.
    expect(before.json().data.seconds_until_completable).toBe(3240);

    const reported = (await report(100)).json().data;
    expect(reported.seconds_until_completable).toBeGreaterThan(3230);
    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('NOT_COMPLETABLE');
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(3230);
    expect(await balance()).toBe(0);

    await backdate(3200);
    expect((await complete()).statusCode).toBe(409);
    await backdate(60);
    const done = await complete();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.pointsEarned).toBe(30);
  });

  it('still asks for the media to be watched to the end once the time has passed', async () => {
    const { complete, report, backdate } = await openedLesson('video', 2);
    await report(40);
    await backdate(600);
    expect((await complete()).statusCode).toBe(409);
    await report(95);
    expect((await complete()).statusCode).toBe(200);
  });

  it('gives an article a tenth of its reading time, from 10 seconds to a minute, once opened', async () => {
    const short = await openedLesson('text', 1);
    expect((await short.complete()).statusCode).toBe(409);
    expect((await short.report(0)).json().data.seconds_until_completable).toBeGreaterThan(8);
    await short.backdate(11);
    expect((await short.complete()).statusCode).toBe(200);

    const long = await openedLesson('text', 90);
    expect((await long.report(0)).json().data.seconds_until_completable).toBeGreaterThan(55);
    await long.backdate(59);
    expect((await long.complete()).statusCode).toBe(409);
    await long.backdate(2);
    expect((await long.complete()).statusCode).toBe(200);
  });

  it('keeps the clock of the first report: later reports do not restart it', async () => {
    const { complete, report, backdate } = await openedLesson('pdf', 20);
    await report(10);
    await backdate(120);
    await report(10);
    expect((await complete()).statusCode).toBe(200);
  });
});
