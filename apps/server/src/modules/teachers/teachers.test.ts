import { describe, expect, it } from 'vitest';
import { buildCourse, buildTeacher, buildUser, signIn } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { get } = ctx;

async function signedIn() {
  const user = await buildUser(ctx.db);
  return signIn(ctx.app, user);
}

describe('GET /api/teacher/list', () => {
  it('sorts by popularity, name or active course count and searches both languages', async () => {
    const alice = await buildTeacher(ctx.db, { fullName: 'Alice Zhang', fullNameZh: '张爱丽' });
    const bob = await buildTeacher(ctx.db, { fullName: 'Bob Li', fullNameZh: '李波' });
    const carol = await buildTeacher(ctx.db, { fullName: 'Carol Wu', fullNameZh: '吴卡罗' });
    await buildCourse(ctx.db, { teacherId: carol.id });
    await buildCourse(ctx.db, { teacherId: carol.id });
    await buildCourse(ctx.db, { teacherId: alice.id, status: 'draft' });
    await get(`/api/teacher/like?teacher_id=${bob.id}`, await signedIn());

    const english = { 'accept-language': 'en' };
    const ids = async (query: string, headers: Record<string, string> = english) =>
      (await get(`/api/teacher/list?${query}`, headers))
        .json()
        .data.list.map((teacher: { teacher_id: number }) => teacher.teacher_id);

    expect((await ids('')).at(0)).toBe(bob.id);
    expect(await ids('sort=name')).toEqual([alice.id, bob.id, carol.id]);
    // A Chinese reader finds names in pinyin order: 李 (li), 吴 (wu), 张 (zhang).
    const chinese = { 'accept-language': 'zh-CN' };
    expect(await ids('sort=name', chinese)).toEqual([bob.id, carol.id, alice.id]);
    expect(await ids('sort=name&page=2&page_size=2', chinese)).toEqual([alice.id]);
    expect(await ids(`sort=name&search=${encodeURIComponent('李')}`, chinese)).toEqual([bob.id]);
    expect((await ids('sort=courses')).at(0)).toBe(carol.id);
    expect(await ids(`search=${encodeURIComponent('爱丽')}`)).toEqual([alice.id]);
    expect(await ids('search=bob')).toEqual([bob.id]);

    const page = (await get('/api/teacher/list?sort=name&page=2&page_size=2', english)).json().data;
    expect(page).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(page.list.map((teacher: { teacher_id: number }) => teacher.teacher_id)).toEqual([
      carol.id,
    ]);
    const carolRow = (await get('/api/teacher/list?sort=courses')).json().data.list[0];
    expect(carolRow).toMatchObject({ course_count: 2, rating: null, total_ratings: 0 });
    expect((await get('/api/teacher/list?sort=rating')).statusCode).toBe(400);
    expect((await get('/api/teacher/list?page_size=5000')).json().data.page_size).toBe(100);
  });

  it('answers a teacher the same from the directory page as from a search', async () => {
    const name = `Dana Qian ${Date.now()}`;
    const dana = await buildTeacher(ctx.db, {
      fullName: name,
      bio: 'Bonds.',
      bioZh: '债券。',
      specialization: 'Fixed income',
      profileImage: '/media/teachers/dana.webp',
      experienceYears: 12,
      // The most liked of all, so she is on the first page.
      likesCount: 1_000_000,
    });
    await buildCourse(ctx.db, { teacherId: dana.id });
    const learner = await signedIn();
    await get(`/api/teacher/like?teacher_id=${dana.id}`, learner);

    for (const headers of [{ 'accept-language': 'en' }, { ...learner, 'accept-language': 'en' }]) {
      const page = (await get('/api/teacher/list?page_size=50', headers)).json().data;
      const search = (
        await get(`/api/teacher/list?search=${encodeURIComponent(name)}`, headers)
      ).json().data.list;
      expect(page.list[0]).toEqual(search[0]);
      expect(page.count).toBeGreaterThanOrEqual(page.list.length);
      const pastTheEnd = (await get('/api/teacher/list?page=999&page_size=50', headers)).json()
        .data;
      expect(pastTheEnd).toMatchObject({ list: [], count: page.count });
    }
    const mine = (await get('/api/teacher/list?page_size=1', learner)).json().data.list[0];
    expect(mine).toMatchObject({
      teacher_id: dana.id,
      bio_zh: '债券。',
      experience_years: 12,
      course_count: 1,
      is_liked_by_user: true,
      created_at: dana.createdAt.toISOString(),
    });
  });

  it('lists the four most liked teachers as featured', async () => {
    for (let index = 0; index < 5; index += 1) await buildTeacher(ctx.db);
    const featured = (await get('/api/teacher/featured')).json().data.list;
    expect(featured).toHaveLength(4);
  });
});

describe('GET /api/teacher/get', () => {
  it('returns profile, bio, active courses and the rating of their reviews', async () => {
    const teacher = await buildTeacher(ctx.db, { bio: 'Bio', bioZh: '简介', experienceYears: 9 });
    const course = await buildCourse(ctx.db, { teacherId: teacher.id, isFeatured: true });
    await buildCourse(ctx.db, { teacherId: teacher.id, status: 'inactive' });
    const headers = await signedIn();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/course/review',
      payload: { course_id: course.id, rating: 4 },
      headers,
    });

    const detail = (await get(`/api/teacher/get?teacher_id=${teacher.id}`)).json().data;
    expect(detail.basic_info).toMatchObject({
      teacher_id: teacher.id,
      experience_years: 9,
      course_count: 1,
      rating: 4,
      total_ratings: 1,
      is_liked_by_user: false,
    });
    expect(detail.bio).toEqual({ bio: 'Bio', bio_zh: '简介' });
    expect(detail.courses).toEqual([
      expect.objectContaining({ course_id: course.id, is_featured: true }),
    ]);

    const missing = await get('/api/teacher/get?teacher_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 0, error: 'NOT_FOUND' });
    expect((await get('/api/teacher/get?teacher_id=-3')).statusCode).toBe(400);
  });
});

describe('teacher likes', () => {
  it('need a login and are idempotent', async () => {
    const teacher = await buildTeacher(ctx.db);
    expect((await get(`/api/teacher/like?teacher_id=${teacher.id}`)).statusCode).toBe(401);

    const headers = await signedIn();
    await get(`/api/teacher/like?teacher_id=${teacher.id}`, headers);
    const twice = (await get(`/api/teacher/like?teacher_id=${teacher.id}`, headers)).json();
    expect(twice.data).toEqual({ teacher_id: teacher.id, is_liked_by_user: true, likes_count: 1 });

    const detail = (await get(`/api/teacher/get?teacher_id=${teacher.id}`, headers)).json().data;
    expect(detail.basic_info).toMatchObject({ is_liked_by_user: true, likes_count: 1 });

    await get(`/api/teacher/unlike?teacher_id=${teacher.id}`, headers);
    const again = (await get(`/api/teacher/unlike?teacher_id=${teacher.id}`, headers)).json();
    expect(again.data).toMatchObject({ is_liked_by_user: false, likes_count: 0 });
    expect((await get('/api/teacher/like?teacher_id=999999', headers)).statusCode).toBe(404);
  });
});
