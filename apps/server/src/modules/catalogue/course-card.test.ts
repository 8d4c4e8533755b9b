import {
  courseListItemSchema,
  courseListResponseSchema,
  featuredCoursesResponseSchema,
} from '@academy/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { buildCourse, buildTeacher, signedInLearner } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { get } = ctx;

/** Every character class JSON must escape or keep: quotes, backslash, controls, separators, CJK. */
const hostile = 'Say "hi" \\ C:\\path\n\ttab \u0001 \u2028\u2029 </script><!-- 投资 🎓';

describe('a course card written by PostgreSQL (decision 0044)', () => {
  it('reads as the contract reads it, whoever asks and however the list is cut', async () => {
    const teacher = await buildTeacher(ctx.db, { fullNameZh: null, profileImage: null });
    const course = await buildCourse(ctx.db, {
      teacherId: teacher.id,
      title: hostile,
      titleZh: hostile,
      shortDescription: hostile,
      isFeatured: true,
      price: 20,
      reviewsCount: 2,
      ratingSum: 8,
      createdAt: new Date('2031-01-01T00:00:00.1239Z'),
    });
    const { headers } = await signedInLearner(ctx.db);

    for (const as of [{}, headers]) {
      const list = (await get('/api/course/lists', as)).json();
      const search = (
        await get(`/api/course/lists?search=${encodeURIComponent('"hi"')}`, as)
      ).json();
      const featured = (await get('/api/course/featured', as)).json();
      expect(courseListResponseSchema.parse(list)).toEqual(list);
      expect(featuredCoursesResponseSchema.parse(featured)).toEqual(featured);

      const [card] = list.data.list;
      expect(courseListItemSchema.strict().parse(card)).toEqual(card);
      expect(search.data.list).toEqual([card]);
      expect(featured.data.list).toEqual([card]);
      expect(card).toMatchObject({
        course_id: course.id,
        title: hostile,
        title_zh: hostile,
        short_description: hostile,
        price: 20,
        average_rating: 4,
        created_at: '2031-01-01T00:00:00.123Z',
        updated_at: course.updatedAt.toISOString(),
        teacher_name: teacher.fullName,
        teacher_name_zh: null,
        teacher_avatar: null,
      });
    }
  });

  it('reads a course without a teacher or reviews with nulls', async () => {
    const course = await buildCourse(ctx.db);

    const [card] = (await get('/api/course/lists')).json().data.list;
    expect(card).toMatchObject({
      course_id: course.id,
      teacher_id: null,
      teacher_name: null,
      average_rating: null,
      thumbnail: null,
    });
  });

  it('is sent as JSON in UTF-8', async () => {
    await buildCourse(ctx.db, { title: hostile });

    const answer = await get('/api/course/lists');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body).data.list[0].title).toBe(hostile);
  });
});
