import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildContent,
  buildCourse,
  grantPoints,
  signedInLearner,
  trueFalseQuestion,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { courses } from '../catalogue/catalogue.schema';
import { contentProgress } from './learning.schema';

const ctx = useTestApp();

const learner = () => signedInLearner(ctx.db);

async function myLearning(headers: Record<string, string>, url = '/api/users/learning') {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.list as {
    course_id: number;
    has_access: boolean;
    course_progress: { completed: number; total: number; percentage: number };
    last_activity_at: string;
    next_lesson: { content_id: number; position_seconds: number; user_progress: number } | null;
  }[];
}

/** A course of three lessons in order: an article, a video and a quiz. */
async function threeLessonCourse(overrides: Partial<typeof courses.$inferInsert> = {}) {
  const course = await buildCourse(ctx.db, overrides);
  const article = await buildContent(ctx.db, course.id, { type: 'text', position: 1 });
  const video = await buildContent(ctx.db, course.id, {
    type: 'video',
    position: 2,
    contentData: { url: '/media/lessons/clip.mp4', transcript: 'Hello' },
  });
  const quiz = await buildContent(ctx.db, course.id, {
    type: 'quiz',
    position: 3,
    contentData: { questions: [trueFalseQuestion()] },
  });
  return { course, lessons: [article, video, quiz] as const };
}

/** Progress as the viewer leaves it, at a given minute of the day, so the order is certain. */
async function progressOn(
  userId: number,
  contentId: number,
  minute: number,
  state: { progress: number; position?: number; isCompleted?: boolean },
) {
  const at = new Date(Date.UTC(2026, 0, 5, 9, minute));
  await ctx.db.insert(contentProgress).values({
    userId,
    contentId,
    progress: state.progress,
    positionSeconds: state.position ?? 0,
    completedAt: state.isCompleted ? at : null,
    startedAt: at,
    updatedAt: at,
  });
}

describe('GET /api/users/learning', () => {
  it('is for signed-in learners only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/learning' });
    expect(response.statusCode).toBe(401);
  });

  it('lists nothing before the learner starts or unlocks a course', async () => {
    await threeLessonCourse();
    expect(await myLearning((await learner()).headers)).toEqual([]);
  });

  it('continues the lesson left part-way at its saved position, most recent course first', async () => {
    const { user, headers } = await learner();
    const started = await threeLessonCourse();
    const [article, video] = started.lessons;
    await progressOn(user.id, article.id, 1, { progress: 100, isCompleted: true });
    await progressOn(user.id, video.id, 2, { progress: 40, position: 95 });
    const unlocked = await threeLessonCourse({ difficultyLevel: 'advanced', pointsRequired: 50 });
    await grantPoints(ctx.db, user.id, 50);
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: '/api/course/unlock',
      headers,
      payload: { course_id: unlocked.course.id },
    });
    expect(unlock.statusCode).toBe(200);

    const list = await myLearning(headers);
    expect(list.map((course) => course.course_id)).toEqual([unlocked.course.id, started.course.id]);
    expect(list[0]).toMatchObject({
      has_access: true,
      course_progress: { completed: 0, total: 3, percentage: 0 },
      next_lesson: { content_id: unlocked.lessons[0].id, position_seconds: 0, user_progress: 0 },
    });
    expect(list[1]).toMatchObject({
      title: started.course.title,
      title_zh: started.course.titleZh,
      difficulty_level: 'beginner',
      course_progress: { completed: 1, total: 3, percentage: 33 },
      last_activity_at: '2026-01-05T09:02:00.000Z',
      next_lesson: { content_id: video.id, type: 'video', position_seconds: 95, user_progress: 40 },
    });
  });

  it('goes on from the lesson last worked on, wraps to a skipped one, and ends when all are done', async () => {
    const { user, headers } = await learner();
    const { course, lessons } = await threeLessonCourse();
    const [article, video, quiz] = lessons;
    const next = async () => (await myLearning(headers))[0]?.next_lesson?.content_id ?? null;

    // The article was skipped on purpose; the video is done: the quiz follows it.
    await progressOn(user.id, video.id, 1, { progress: 100, isCompleted: true });
    expect(await next()).toBe(quiz.id);
    // The quiz is done too: only the skipped article is left.
    await progressOn(user.id, quiz.id, 2, { progress: 100, isCompleted: true });
    expect(await next()).toBe(article.id);
    await progressOn(user.id, article.id, 3, { progress: 100, isCompleted: true });
    const [done] = await myLearning(headers);
    expect(done).toMatchObject({
      course_id: course.id,
      course_progress: { completed: 3, total: 3, percentage: 100 },
      next_lesson: null,
    });
  });

  it('counts a quiz attempt as starting a course', async () => {
    const { headers } = await learner();
    const { course, lessons } = await threeLessonCourse();
    const submit = await ctx.app.inject({
      method: 'POST',
      url: '/api/content/quiz/submit',
      headers,
      payload: { content_id: lessons[2].id, answers: { q1: 'false' } },
    });
    expect(submit.json().data.passed).toBe(false);
    const [listed] = await myLearning(headers);
    expect(listed).toMatchObject({
      course_id: course.id,
      next_lesson: { content_id: lessons[2].id },
    });
  });

  it("shows only the caller's own courses, whatever the query says", async () => {
    const owner = await learner();
    const other = await learner();
    const { lessons } = await threeLessonCourse();
    await progressOn(owner.user.id, lessons[0].id, 1, { progress: 20 });
    expect(await myLearning(other.headers, `/api/users/learning?user_id=${owner.user.id}`)).toEqual(
      [],
    );
    expect(await myLearning(owner.headers)).toHaveLength(1);
  });

  it('leaves out withdrawn courses and marks one that has become paid as locked', async () => {
    const { user, headers } = await learner();
    const withdrawn = await threeLessonCourse();
    const nowPaid = await threeLessonCourse();
    await progressOn(user.id, withdrawn.lessons[0].id, 1, { progress: 20 });
    await progressOn(user.id, nowPaid.lessons[0].id, 2, { progress: 20 });
    await ctx.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.id, withdrawn.course.id));
    await ctx.db
      .update(courses)
      .set({ difficultyLevel: 'advanced', pointsRequired: 100 })
      .where(eq(courses.id, nowPaid.course.id));

    const list = await myLearning(headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ course_id: nowPaid.course.id, has_access: false });
  });

  it('lists a course without lessons yet, with nothing to continue', async () => {
    const { user, headers } = await learner();
    const course = await buildCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired: 0 });
    await grantPoints(ctx.db, user.id, 1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/course/unlock',
      headers,
      payload: { course_id: course.id },
    });
    expect(await myLearning(headers)).toMatchObject([
      {
        course_id: course.id,
        course_progress: { completed: 0, total: 0, percentage: 0 },
        next_lesson: null,
      },
    ]);
  });
});
