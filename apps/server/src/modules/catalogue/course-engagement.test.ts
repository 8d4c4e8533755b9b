import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCourse,
  buildUnlockableCourse,
  buildUser,
  sessionHeaders,
  signedInLearner,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { courseLikes, courses } from './catalogue.schema';

const ctx = useTestApp();
const { get, post } = ctx;

const signedInStudent = (points = 0) => signedInLearner(ctx.db, points);

describe('course likes', () => {
  it('needs a login, counts a double like once and never goes below zero', async () => {
    const course = await buildCourse(ctx.db);
    const guest = await post('/api/course/like', { course_id: course.id });
    expect(guest.statusCode).toBe(401);

    const { headers } = await signedInStudent();
    const first = await post('/api/course/like', { course_id: course.id }, headers);
    const second = await post('/api/course/like', { course_id: course.id }, headers);
    expect(first.json().data).toEqual({
      course_id: course.id,
      is_liked_by_user: true,
      likes_count: 1,
    });
    expect(second.json().data.likes_count).toBe(1);

    const detail = (await get(`/api/course/get?course_id=${course.id}`, headers)).json().data;
    expect(detail.basic_info).toMatchObject({ is_liked_by_user: true, likes_count: 1 });

    await post('/api/course/unlike', { course_id: course.id }, headers);
    const again = await post('/api/course/unlike', { course_id: course.id }, headers);
    expect(again.json().data).toMatchObject({ is_liked_by_user: false, likes_count: 0 });

    const unknown = await post('/api/course/like', { course_id: 999_999 }, headers);
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves a course that is not public alone: no new like, no like taken back', async () => {
    const { user, headers } = await signedInStudent();
    const course = await buildCourse(ctx.db);
    await post('/api/course/like', { course_id: course.id }, headers);
    const draft = await buildCourse(ctx.db, { status: 'draft' });
    await ctx.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, course.id));

    for (const id of [draft.id, course.id]) {
      expect((await post('/api/course/like', { course_id: id }, headers)).statusCode).toBe(404);
      expect((await post('/api/course/unlike', { course_id: id }, headers)).statusCode).toBe(404);
    }
    const likes = await ctx.db
      .select({ courseId: courseLikes.courseId })
      .from(courseLikes)
      .where(eq(courseLikes.userId, user.id));
    expect(likes).toEqual([{ courseId: course.id }]);
  });
});

describe('POST /api/course/unlock', () => {
  it('spends points_required once, however often it is called', async () => {
    const course = await buildUnlockableCourse(ctx.db, { pointsRequired: 100 });
    const { user, headers } = await signedInStudent(150);

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/course/unlock', { course_id: course.id }, headers),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const spent = responses.map((response) => response.json().data.points_spent);
    expect(spent.filter((points) => points === 100)).toHaveLength(1);

    const profile = (await get('/api/users/profile', headers)).json().data;
    expect(profile.available_points).toBe(50);
    expect(user.id).toBe(profile.user_id);

    const detail = (await get(`/api/course/get?course_id=${course.id}`, headers)).json().data;
    expect(detail.basic_info).toMatchObject({ is_redeemed_by_user: true, has_access: true });
  });

  it('refuses with INSUFFICIENT_POINTS and changes nothing when the balance is short', async () => {
    const course = await buildUnlockableCourse(ctx.db, {
      difficultyLevel: 'advanced',
      pointsRequired: 200,
    });
    const { headers } = await signedInStudent(199);

    const response = await post('/api/course/unlock', { course_id: course.id }, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 0, error: 'INSUFFICIENT_POINTS' });

    const detail = (await get(`/api/course/get?course_id=${course.id}`, headers)).json().data;
    expect(detail.basic_info.is_redeemed_by_user).toBe(false);
    expect((await get('/api/users/profile', headers)).json().data.available_points).toBe(199);
  });

  it('refuses a premium course with no lessons yet, charging nothing', async () => {
    const course = await buildCourse(ctx.db, {
      difficultyLevel: 'intermediate',
      pointsRequired: 30,
    });
    const { headers } = await signedInStudent(100);
    const detail = (await get(`/api/course/get?course_id=${course.id}`, headers)).json().data;
    expect(detail.basic_info.lesson_count).toBe(0);

    const response = await post('/api/course/unlock', { course_id: course.id }, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 0, error: 'COURSE_EMPTY' });
    expect((await get('/api/users/profile', headers)).json().data.available_points).toBe(100);
  });

  it('charges nothing for an open beginner course and needs a login', async () => {
    const course = await buildCourse(ctx.db);
    expect((await post('/api/course/unlock', { course_id: course.id })).statusCode).toBe(401);
    const { headers } = await signedInStudent(10);
    const response = await post('/api/course/unlock', { course_id: course.id }, headers);
    expect(response.json().data).toMatchObject({ points_spent: 0, available_points: 10 });
  });
});

describe('course reviews', () => {
  it('keeps one review per learner, shows names not emails, and averages ratings', async () => {
    const course = await buildCourse(ctx.db);
    const first = await signedInStudent();
    const second = await signedInStudent();

    await post(
      '/api/course/review',
      { course_id: course.id, rating: 2, comment: 'Meh' },
      first.headers,
    );
    const replaced = await post(
      '/api/course/review',
      { course_id: course.id, rating: 4, comment: '  Much better  ' },
      first.headers,
    );
    expect(replaced.json().data).toMatchObject({ rating: 4, comment: 'Much better', is_own: true });
    const other = await post(
      '/api/course/review',
      { course_id: course.id, rating: 5 },
      second.headers,
    );
    expect(other.statusCode, other.body).toBe(200);

    const response = await get(`/api/course/reviews?course_id=${course.id}`, first.headers);
    const reviews = response.json().data;
    expect(reviews).toMatchObject({ count: 2, average_rating: 4.5 });
    expect(reviews.list).toHaveLength(2);
    expect(response.body).not.toContain(first.user.email);
    expect(reviews.list.filter((review: { is_own: boolean }) => review.is_own)).toHaveLength(1);

    const detail = (await get(`/api/course/get?course_id=${course.id}`)).json().data;
    expect(detail.basic_info).toMatchObject({ reviews_count: 2, average_rating: 4.5 });
  });

  it('shows a learner who gave no name under an anonymous tag, never any part of the email', async () => {
    const course = await buildCourse(ctx.db);
    const quiet = await buildUser(ctx.db, { email: 'quiet.investor@example.com', fullName: '' });
    const headers = await sessionHeaders(ctx.db, quiet.id);
    await post('/api/course/review', { course_id: course.id, rating: 5 }, headers);
    const response = await get(`/api/course/reviews?course_id=${course.id}`);
    const [review] = response.json().data.list;
    expect(review).toMatchObject({
      user_name: null,
      user_tag: expect.stringMatching(/^[0-9A-F]{4}$/),
    });
    expect(response.body).not.toMatch(/quiet|investor/);
  });

  it('validates the rating and refuses reviews of a locked premium course', async () => {
    const course = await buildCourse(ctx.db);
    const locked = await buildCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired: 200 });
    const { headers } = await signedInStudent();

    for (const rating of [0, 6, 2.5, 'five']) {
      const response = await post('/api/course/review', { course_id: course.id, rating }, headers);
      expect(response.statusCode, String(rating)).toBe(400);
    }
    const tooLong = await post(
      '/api/course/review',
      { course_id: course.id, rating: 3, comment: 'x'.repeat(2001) },
      headers,
    );
    expect(tooLong.statusCode).toBe(400);
    const forbidden = await post(
      '/api/course/review',
      { course_id: locked.id, rating: 5 },
      headers,
    );
    expect(forbidden.statusCode).toBe(403);
    expect((await get('/api/course/reviews?course_id=999999')).statusCode).toBe(404);
  });
});
