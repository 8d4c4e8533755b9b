import {
  courseDetailSchema,
  courseListItemSchema,
  relatedCourseSchema,
} from '@academy/contracts/catalogue';
import {
  teacherCourseSchema,
  teacherDetailSchema,
  teacherListItemSchema,
} from '@academy/contracts/teachers';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  buildCourse,
  buildTeacher,
  buildUnlockableCourse,
  signedInLearner,
} from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { get, post } = ctx;

const signedInStudent = (points = 0) => signedInLearner(ctx.db, points);

describe('GET /api/course/lists', () => {
  it('lists only active courses, newest first, with the total count', async () => {
    const teacher = await buildTeacher(ctx.db);
    const older = await buildCourse(ctx.db, {
      teacherId: teacher.id,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await buildCourse(ctx.db, { createdAt: new Date('2026-02-01T00:00:00Z') });
    await buildCourse(ctx.db, { status: 'draft' });
    await buildCourse(ctx.db, { status: 'inactive' });

    const body = (await get('/api/course/lists')).json();
    expect(body.code).toBe(1);
    expect(body.data.count).toBe(2);
    expect(body.data.list.map((course: { course_id: number }) => course.course_id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(body.data.list[1]).toMatchObject({
      teacher_name: teacher.fullName,
      is_liked_by_user: false,
      is_redeemed_by_user: false,
      likes_count: 0,
    });
  });

  it('counts every public course of the filter, on a page past the end too', async () => {
    await buildCourse(ctx.db, { difficultyLevel: 'advanced' });
    await buildCourse(ctx.db, { difficultyLevel: 'advanced' });
    await buildCourse(ctx.db, { difficultyLevel: 'beginner' });
    await buildCourse(ctx.db, { difficultyLevel: 'advanced', status: 'draft' });
    const { headers } = await signedInStudent();

    const page = async (query: string, as?: Record<string, string>) => {
      const { count, list } = (await get(`/api/course/lists?${query}`, as)).json().data;
      return [count, list.length];
    };
    expect(await page('page_size=1')).toEqual([3, 1]);
    expect(await page('level=advanced&page_size=1&sort=popular', headers)).toEqual([2, 1]);
    expect(await page('level=advanced&page=5&page_size=1')).toEqual([2, 0]);
    expect(await page('page=9', headers)).toEqual([3, 0]);
    expect(await page('level=intermediate')).toEqual([0, 0]);
  });

  it("marks each learner's own likes and unlocks, in every shape of the list", async () => {
    const liked = await buildCourse(ctx.db, { difficultyLevel: 'advanced' });
    const unlocked = await buildUnlockableCourse(ctx.db, { pointsRequired: 100 });
    const first = await signedInStudent(500);
    const second = await signedInStudent();
    await post('/api/course/like', { course_id: liked.id }, first.headers);
    await post('/api/course/unlock', { course_id: unlocked.id }, first.headers);

    const flags = async (query: string, headers: Record<string, string>) => {
      const { list } = (await get(`/api/course/lists?${query}`, headers)).json().data;
      return Object.fromEntries(
        list.map(
          (course: {
            course_id: number;
            is_liked_by_user: boolean;
            is_redeemed_by_user: boolean;
          }) => [course.course_id, [course.is_liked_by_user, course.is_redeemed_by_user]],
        ),
      );
    };
    for (const query of ['', 'sort=popular', 'level=advanced', 'level=intermediate&sort=latest']) {
      const mine = await flags(query, first.headers);
      const theirs = await flags(query, second.headers);
      if (liked.id in mine) expect(mine[liked.id]).toEqual([true, false]);
      if (unlocked.id in mine) expect(mine[unlocked.id]).toEqual([false, true]);
      expect(Object.values(theirs).flat()).not.toContain(true);
      expect(Object.keys(mine).length).toBeGreaterThan(0);
    }
  });

  it('answers a card the same from the page statement as from a search', async () => {
    const teacher = await buildTeacher(ctx.db, { profileImage: '/media/teachers/t.webp' });
    const title = `Yield Curves ${Date.now()}`;
    const course = await buildUnlockableCourse(ctx.db, {
      teacherId: teacher.id,
      title,
      shortDescription: 'Short',
      shortDescriptionZh: '简介',
      thumbnail: '/media/courses/c.webp',
      pointsRequired: 100,
      price: 19.99,
      isFeatured: true,
      // Newest of all, so it is on the first page.
      createdAt: new Date('2031-01-01T00:00:00.123Z'),
    });
    const [learner, other] = [await signedInStudent(500), await signedInStudent(500)];
    for (const [{ headers }, rating] of [
      [learner, 4],
      [other, 5],
    ] as const) {
      await post('/api/course/unlock', { course_id: course.id }, headers);
      await post('/api/course/review', { course_id: course.id, rating }, headers);
    }
    await post('/api/course/like', { course_id: course.id }, learner.headers);
    const { list: lessons } = (
      await get(`/api/content/list?course_id=${course.id}`, learner.headers)
    ).json().data;
    await post(
      '/api/content/progress',
      { content_id: lessons[0].id, progress: 5 },
      learner.headers,
    );

    for (const headers of [{}, learner.headers]) {
      const page = (await get('/api/course/lists?page_size=50', headers)).json().data.list;
      const search = (
        await get(`/api/course/lists?search=${encodeURIComponent(title)}`, headers)
      ).json().data.list;
      const card = page.find((item: { course_id: number }) => item.course_id === course.id);
      expect(card).toEqual(search[0]);
    }
    const page = (await get('/api/course/lists?page_size=50', learner.headers)).json().data.list;
    expect(page[0]).toMatchObject({
      course_id: course.id,
      short_description_zh: '简介',
      price: 19.99,
      is_featured: true,
      likes_count: 1,
      reviews_count: 2,
      average_rating: 4.5,
      created_at: '2031-01-01T00:00:00.123Z',
      teacher_name: teacher.fullName,
      teacher_avatar: '/media/teachers/t.webp',
      is_liked_by_user: true,
      is_redeemed_by_user: true,
      is_read_by_user: true,
    });
  });

  it('filters by level and searches titles in both languages, case-insensitively', async () => {
    await buildCourse(ctx.db, { title: 'Options Basics', titleZh: '期权入门' });
    await buildCourse(ctx.db, {
      title: 'Bond Ladders',
      titleZh: '债券阶梯',
      difficultyLevel: 'advanced',
      pointsRequired: 200,
    });
    await buildCourse(ctx.db, { title: '100% Safe_Yield', titleZh: '收益' });

    const titles = async (query: string) =>
      (await get(`/api/course/lists?${query}`))
        .json()
        .data.list.map((course: { title: string }) => course.title);

    expect(await titles('search=options')).toEqual(['Options Basics']);
    expect(await titles(`search=${encodeURIComponent('期权')}`)).toEqual(['Options Basics']);
    expect(await titles('level=advanced')).toEqual(['Bond Ladders']);
    expect(await titles('level=advanced&search=options')).toEqual([]);
    // Pattern characters are literal: "%" does not match everything.
    expect(await titles(`search=${encodeURIComponent('100%')}`)).toEqual(['100% Safe_Yield']);
    expect(await titles(`search=${encodeURIComponent('_')}`)).toEqual(['100% Safe_Yield']);
  });

  it("finds a teacher's courses by the teacher's name in either language", async () => {
    const teacher = await buildTeacher(ctx.db, { fullName: 'Sun Jing', fullNameZh: '孙静' });
    await buildCourse(ctx.db, { title: 'Reading Balance Sheets', teacherId: teacher.id });
    await buildCourse(ctx.db, { title: 'Sunrise Markets' });
    await buildCourse(ctx.db, { title: 'Options Basics' });

    const titles = async (term: string) =>
      (await get(`/api/course/lists?search=${encodeURIComponent(term)}&sort=latest`))
        .json()
        .data.list.map((course: { title: string }) => course.title)
        .sort();

    expect(await titles('sun jing')).toEqual(['Reading Balance Sheets']);
    expect(await titles('孙静')).toEqual(['Reading Balance Sheets']);
    expect(await titles('sun')).toEqual(['Reading Balance Sheets', 'Sunrise Markets']);
    expect((await get('/api/course/lists?search=%E5%AD%99%E9%9D%99')).json().data.count).toBe(1);
  });

  it('sorts by popularity and pages with a capped page size', async () => {
    const quiet = await buildCourse(ctx.db);
    const popular = await buildCourse(ctx.db);
    const { headers } = await signedInStudent();
    await post('/api/course/like', { course_id: popular.id }, headers);

    const sorted = (await get('/api/course/lists?sort=popular')).json().data.list;
    expect(sorted.map((course: { course_id: number }) => course.course_id)).toEqual([
      popular.id,
      quiet.id,
    ]);

    const second = (await get('/api/course/lists?page=2&page_size=1&sort=newest')).json().data;
    expect(second).toMatchObject({ count: 2, page: 2, page_size: 1 });
    expect(second.list).toHaveLength(1);

    const capped = (await get('/api/course/lists?page_size=9999')).json().data;
    expect(capped.page_size).toBe(100);
  });

  it('refuses bad sort, level and page values with a 400 envelope', async () => {
    for (const query of ['sort=cheapest', 'level=expert', 'page=0', 'page=-1', 'page_size=abc']) {
      const response = await get(`/api/course/lists?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, error: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/course/get, /featured and /related', () => {
  it('returns the detail with its teacher, and 404 for unknown or unpublished courses', async () => {
    const teacher = await buildTeacher(ctx.db);
    const course = await buildCourse(ctx.db, {
      teacherId: teacher.id,
      difficultyLevel: 'intermediate',
      pointsRequired: 100,
    });
    const draft = await buildCourse(ctx.db, { status: 'draft' });

    const detail = (await get(`/api/course/get?course_id=${course.id}`)).json().data;
    expect(detail.basic_info).toMatchObject({
      course_id: course.id,
      is_premium: true,
      has_access: false,
      points_required: 100,
      is_liked_by_user: false,
    });
    expect(detail.teacher).toEqual({
      teacher_id: teacher.id,
      name: teacher.fullName,
      name_zh: teacher.fullNameZh,
      avatar: null,
    });

    for (const id of [draft.id, 999_999]) {
      const missing = await get(`/api/course/get?course_id=${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 0, error: 'NOT_FOUND' });
    }
    expect((await get('/api/course/get?course_id=abc')).statusCode).toBe(400);
    expect((await get('/api/course/get')).statusCode).toBe(400);
  });

  it('lists featured courses and related courses of the same teacher or level', async () => {
    const teacher = await buildTeacher(ctx.db);
    const course = await buildCourse(ctx.db, { teacherId: teacher.id, isFeatured: true });
    const sibling = await buildCourse(ctx.db, {
      teacherId: teacher.id,
      difficultyLevel: 'advanced',
      pointsRequired: 200,
    });
    const sameLevel = await buildCourse(ctx.db);
    await buildCourse(ctx.db, { difficultyLevel: 'advanced', pointsRequired: 200 });

    const featured = (await get('/api/course/featured')).json().data.list;
    expect(featured.map((item: { course_id: number }) => item.course_id)).toEqual([course.id]);

    const related = (await get(`/api/course/related?course_id=${course.id}`)).json().data.list;
    expect(related.map((item: { course_id: number }) => item.course_id)).toEqual([
      sibling.id,
      sameLevel.id,
    ]);
    expect(related[0]).toMatchObject({ level: 'advanced', difficulty_level: 'advanced' });

    const withoutTeacher = await get(`/api/course/related?course_id=${sameLevel.id}`);
    expect(withoutTeacher.statusCode).toBe(200);
    expect(
      withoutTeacher.json().data.list.map((item: { course_id: number }) => item.course_id),
    ).toEqual([course.id]);
  });
});

describe('what a course or teacher answer holds', () => {
  const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
  const keys = (value: object) => Object.keys(value).sort();

  it('is exactly the contract’s fields, none of the other columns a row holds', async () => {
    const teacher = await buildTeacher(ctx.db);
    const course = await buildCourse(ctx.db, { teacherId: teacher.id });
    await buildCourse(ctx.db, { teacherId: teacher.id });

    const [listed] = (await get('/api/course/lists')).json().data.list;
    expect(keys(listed)).toEqual(keysOf(courseListItemSchema));
    const detail = (await get(`/api/course/get?course_id=${course.id}`)).json().data;
    expect(keys(detail.basic_info)).toEqual(keysOf(courseDetailSchema.shape.basic_info));
    const [related] = (await get(`/api/course/related?course_id=${course.id}`)).json().data.list;
    expect(keys(related)).toEqual(keysOf(relatedCourseSchema));

    const [listedTeacher] = (await get('/api/teacher/list')).json().data.list;
    expect(keys(listedTeacher)).toEqual(keysOf(teacherListItemSchema));
    const page = (await get(`/api/teacher/get?teacher_id=${teacher.id}`)).json().data;
    expect(keys(page.basic_info)).toEqual(keysOf(teacherDetailSchema.shape.basic_info));
    expect(keys(page.courses[0])).toEqual(keysOf(teacherCourseSchema));
  });
});
