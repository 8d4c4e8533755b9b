import { formatClock } from '@academy/contracts/media.rules';
import { describe, expect, it } from 'vitest';
import { buildContent, buildCourse, buildUser, sessionHeaders } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { notesMarkdown } from './notes-markdown';

const ctx = useTestApp();

async function learnerOnALesson() {
  const course = await buildCourse(ctx.db, {
    difficultyLevel: 'beginner',
    title: 'Bond Basics',
    titleZh: '债券入门',
  });
  const lesson = await buildContent(ctx.db, course.id, {
    type: 'text',
    title: 'Yield',
    titleZh: '收益率',
  });
  const learner = await buildUser(ctx.db);
  return { course, lesson, learner, headers: await sessionHeaders(ctx.db, learner.id) };
}

const write = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/notes', headers, payload });

describe('lesson notes', () => {
  it('keeps a learner’s notes on a lesson, timed ones in playback order, editable and deletable', async () => {
    const { lesson, headers } = await learnerOnALesson();
    const later = await write(headers, {
      content_id: lesson.id,
      body: '  Duration falls as the coupon rises.  ',
      position_seconds: 95,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().data).toMatchObject({
      body: 'Duration falls as the coupon rises.',
      position_seconds: 95,
    });
    await write(headers, {
      content_id: lesson.id,
      body: '开头讲了票面利率。',
      position_seconds: 5,
    });
    await write(headers, { content_id: lesson.id, body: 'A thought with no moment.' });

    const onLesson = await ctx.get(`/api/notes/lesson?content_id=${lesson.id}`, headers);
    expect(onLesson.json().data.list.map((note: { body: string }) => note.body)).toEqual([
      '开头讲了票面利率。',
      'Duration falls as the coupon rises.',
      'A thought with no moment.',
    ]);

    const id = later.json().data.id;
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notes/${id}`,
      headers,
      payload: { body: 'Duration falls as the coupon rises (checked).' },
    });
    expect(edited.json().data.body).toBe('Duration falls as the coupon rises (checked).');
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/notes/${id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await ctx.get(`/api/notes/lesson?content_id=${lesson.id}`, headers)).json().data.list,
    ).toHaveLength(2);
  });

  it('are their author’s alone: another learner, an admin and a guest see and touch none of them', async () => {
    const { lesson, headers } = await learnerOnALesson();
    const note = (await write(headers, { content_id: lesson.id, body: 'Private thought' })).json()
      .data;
    const other = await sessionHeaders(ctx.db, (await buildUser(ctx.db)).id);
    const admin = await sessionHeaders(ctx.db, (await buildUser(ctx.db, { role: 'admin' })).id);
    for (const stranger of [other, admin]) {
      const read = await ctx.get(`/api/notes/lesson?content_id=${lesson.id}`, stranger);
      expect(read.json().data.list).toEqual([]);
      expect((await ctx.get('/api/notes', stranger)).json().data.list).toEqual([]);
      for (const method of ['PUT', 'DELETE'] as const) {
        const touched = await ctx.app.inject({
          method,
          url: `/api/notes/${note.id}`,
          headers: stranger,
          ...(method === 'PUT' ? { payload: { body: 'Mine now' } } : {}),
        });
        expect(touched.statusCode, method).toBe(404);
      }
      const exported = await ctx.get(`/api/notes/export?course_id=${note.course_id}`, stranger);
      expect(exported.statusCode).toBe(404);
    }
    expect((await ctx.get(`/api/notes/lesson?content_id=${lesson.id}`)).statusCode).toBe(401);
    const mine = await ctx.get(`/api/notes/lesson?content_id=${lesson.id}`, headers);
    expect(mine.json().data.list[0].body).toBe('Private thought');
    expect(mine.headers['cache-control']).toMatch(/no-store/);
  });

  it('are written only on a lesson the learner may open, and within the limits', async () => {
    const { headers } = await learnerOnALesson();
    const locked = await buildCourse(ctx.db, {
      difficultyLevel: 'intermediate',
      pointsRequired: 100,
    });
    const lockedLesson = await buildContent(ctx.db, locked.id, { type: 'text' });
    const refused = await write(headers, { content_id: lockedLesson.id, body: 'Sneak peek' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('COURSE_LOCKED');
    expect((await write(headers, { content_id: 999_999, body: 'Nowhere' })).statusCode).toBe(404);

    const { lesson } = await learnerOnALesson();
    for (const payload of [
      { content_id: lesson.id, body: '   ' },
      { content_id: lesson.id, body: 'x'.repeat(2001) },
      { content_id: lesson.id, body: 'Negative', position_seconds: -1 },
      { content_id: lesson.id, body: 'Odd', position_seconds: '1e3' },
    ]) {
      const answer = await write(headers, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.json().error).toBe('VALIDATION_FAILED');
    }
  });

  it('are found in "My notes" by their words, their lesson or their course, in both languages', async () => {
    const { course, lesson, headers } = await learnerOnALesson();
    await write(headers, { content_id: lesson.id, body: 'Convexity matters for long bonds.' });
    const other = await buildCourse(ctx.db, { difficultyLevel: 'beginner', title: 'Options' });
    const otherLesson = await buildContent(ctx.db, other.id, { type: 'text', title: 'Greeks' });
    await write(headers, { content_id: otherLesson.id, body: 'Delta hedging.' });

    const search = async (term: string) =>
      (await ctx.get(`/api/notes?search=${encodeURIComponent(term)}`, headers))
        .json()
        .data.list.map((note: { body: string }) => note.body);
    expect(await search('convexity')).toEqual(['Convexity matters for long bonds.']);
    expect(await search('收益')).toEqual(['Convexity matters for long bonds.']);
    expect(await search('债券')).toEqual(['Convexity matters for long bonds.']);
    expect(await search('greeks')).toEqual(['Delta hedging.']);
    expect(await search('100%_')).toEqual([]);
    const all = (await ctx.get('/api/notes', headers)).json().data;
    expect(all.count).toBe(2);
    expect(all.list[0]).toMatchObject({
      body: 'Delta hedging.',
      course_title: 'Options',
      lesson_title: 'Greeks',
    });
    const inCourse = await ctx.get(`/api/notes?course_id=${course.id}`, headers);
    expect(inCourse.json().data.list).toHaveLength(1);
  });

  it('export a course’s notes as Markdown in the learner’s language', async () => {
    const { course, lesson, headers } = await learnerOnALesson();
    await write(headers, {
      content_id: lesson.id,
      body: 'Price and yield move apart.',
      position_seconds: 3723,
    });
    await write(headers, { content_id: lesson.id, body: 'Read chapter 2.' });
    const answer = await ctx.get(`/api/notes/export?course_id=${course.id}`, {
      ...headers,
      'accept-language': 'zh',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/text\/markdown/);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="notes-course-${course.id}.md"`,
    );
    expect(answer.body).toBe(
      '# 债券入门\n\n## 收益率\n\n**[1:02:03]** Price and yield move apart.\n\nRead chapter 2.\n',
    );
  });
});

describe('formatClock and notesMarkdown', () => {
  it('write moments as a player shows them, and nothing for no notes', () => {
    expect([0, 59, 83, 3600, 3723].map(formatClock)).toEqual([
      '0:00',
      '0:59',
      '1:23',
      '1:00:00',
      '1:02:03',
    ]);
    expect(notesMarkdown([], 'en')).toBe('');
  });
});
