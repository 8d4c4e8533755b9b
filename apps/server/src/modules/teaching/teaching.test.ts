import { describe, expect, it } from 'vitest';
import {
  bondQuestion,
  buildContent,
  buildCourse,
  buildTeacher,
  buildTeacherAccount,
  buildUser,
  sessionHeaders,
  signedInLearner,
  trueFalseQuestion,
} from '../../test/factories';
import { describeOnPostgres } from '../../test/postgres-only';
import { type Headers, useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const { get, post } = ctx;
const put = (url: string, payload: object, headers: Headers) =>
  ctx.app.inject({ method: 'PUT', url, payload, headers });
const del = (url: string, headers: Headers) => ctx.app.inject({ method: 'DELETE', url, headers });

const article = (html: string) => ({
  type: 'text',
  title: 'Reading a balance sheet',
  title_zh: '读懂资产负债表',
  description: 'Assets and liabilities',
  duration: 15,
  content_data: { html },
});

/** A linked teacher with a course of one article lesson, and another teacher with their own. */
async function twoTeachers() {
  const mine = await buildTeacherAccount(ctx.db);
  const theirs = await buildTeacherAccount(ctx.db);
  const course = await buildCourse(ctx.db, { teacherId: mine.teacher.id });
  const lesson = await buildContent(ctx.db, course.id, {
    type: 'text',
    contentData: { html: '<p>Published words</p>' },
  });
  const otherCourse = await buildCourse(ctx.db, { teacherId: theirs.teacher.id });
  const otherLesson = await buildContent(ctx.db, otherCourse.id, { type: 'text' });
  return { mine, theirs, course, lesson, otherCourse, otherLesson };
}

async function auditActions(entity: string) {
  const admin = await buildUser(ctx.db, { role: 'admin' });
  const response = await get(
    `/api/admin/audit?entity=${entity}`,
    await sessionHeaders(ctx.db, admin.id),
  );
  return (response.json().data.list as { action: string; actor_id: number }[]).map(
    (entry) => entry.action,
  );
}

describe('who may open the workspace', () => {
  it('refuses guests, students, admins and teachers without a linked profile', async () => {
    expect((await get('/api/teach/courses')).statusCode).toBe(401);
    const student = await signedInLearner(ctx.db);
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const unlinked = await buildUser(ctx.db, { role: 'teacher' });
    // A profile linked to a student account gives that student nothing.
    await buildTeacher(ctx.db, { userId: student.user.id });
    for (const headers of [
      student.headers,
      await sessionHeaders(ctx.db, admin.id),
      await sessionHeaders(ctx.db, unlinked.id),
    ]) {
      const response = await get('/api/teach/courses', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 0, error: 'FORBIDDEN' });
    }
  });

  it('lists only the linked teacher’s own courses, drafts and inactive ones included', async () => {
    const { mine, course, otherCourse } = await twoTeachers();
    const hidden = await buildCourse(ctx.db, { teacherId: mine.teacher.id, status: 'draft' });
    const response = await get('/api/teach/courses', mine.headers);
    expect(response.statusCode).toBe(200);
    const { teacher, courses } = response.json().data;
    expect(teacher.teacher_id).toBe(mine.teacher.id);
    const ids = courses.map((item: { course_id: number }) => item.course_id);
    expect(ids.sort()).toEqual([course.id, hidden.id].sort());
    expect(ids).not.toContain(otherCourse.id);
  });
});

describe('linking an account to a teacher profile', () => {
  it('takes a teacher account only, one profile per account, and can be undone', async () => {
    const admin = await sessionHeaders(ctx.db, (await buildUser(ctx.db, { role: 'admin' })).id);
    const student = await buildUser(ctx.db);
    const account = await buildUser(ctx.db, { role: 'teacher' });
    const profile = { full_name: 'Wang Fang', full_name_zh: '王芳' };

    const refused = await post(
      '/api/admin/teachers',
      { ...profile, user_id: student.id },
      { ...admin, 'accept-language': 'en' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ user_id: 'Link an account whose role is teacher.' });

    const linked = await post('/api/admin/teachers', { ...profile, user_id: account.id }, admin);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({ user_id: account.id, email: account.email });
    const headers = await sessionHeaders(ctx.db, account.id);
    expect((await get('/api/teach/courses', headers)).statusCode).toBe(200);

    const twice = await post('/api/admin/teachers', { ...profile, user_id: account.id }, admin);
    expect(twice.statusCode).toBe(409);

    const { id } = linked.json().data;
    const unlinked = await put(`/api/admin/teachers/${id}`, { ...profile, user_id: null }, admin);
    expect(unlinked.json().data.user_id).toBeNull();
    expect((await get('/api/teach/courses', headers)).statusCode).toBe(403);
  });
});

describe("another teacher's course", () => {
  it('is refused on every workspace call, reads and writes alike', async () => {
    const { mine, otherCourse, otherLesson } = await twoTeachers();
    const calls = [
      get(`/api/teach/courses/${otherCourse.id}`, mine.headers),
      get(`/api/teach/courses/${otherCourse.id}/learners`, mine.headers),
      get(`/api/teach/lessons/${otherLesson.id}`, mine.headers),
      put(`/api/teach/lessons/${otherLesson.id}/draft`, article('<p>Mine now</p>'), mine.headers),
      del(`/api/teach/lessons/${otherLesson.id}/draft`, mine.headers),
      post(`/api/teach/lessons/${otherLesson.id}/publish`, {}, mine.headers),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
    }
    const lesson = await get(`/api/content/get?content_id=${otherLesson.id}`);
    expect(lesson.body).not.toContain('Mine now');
  });

  it('answers 404 for a course or lesson that does not exist', async () => {
    const { mine } = await twoTeachers();
    expect((await get('/api/teach/courses/999999', mine.headers)).statusCode).toBe(404);
    expect((await get('/api/teach/lessons/999999', mine.headers)).statusCode).toBe(404);
  });
});

describe('a course’s figures', () => {
  it('counts learners, completion and quiz passes per lesson, and the most missed questions', async () => {
    const { mine, course, lesson } = await twoTeachers();
    const quiz = await buildContent(ctx.db, course.id, {
      type: 'quiz',
      contentData: { passing_score: 100, questions: [trueFalseQuestion(), bondQuestion()] },
    });
    const [ann, bo] = [await signedInLearner(ctx.db), await signedInLearner(ctx.db)];
    for (const learner of [ann, bo]) {
      await post('/api/content/progress', { content_id: lesson.id, progress: 10 }, learner.headers);
    }
    await post(
      '/api/content/complete',
      { course_id: course.id, content_id: lesson.id },
      ann.headers,
    );
    await post(
      '/api/content/quiz/submit',
      { content_id: quiz.id, answers: { q1: true, q2: 'b' } },
      ann.headers,
    );
    await post(
      '/api/content/quiz/submit',
      { content_id: quiz.id, answers: { q1: true, q2: 'a' } },
      bo.headers,
    );

    const response = await get(`/api/teach/courses/${course.id}`, mine.headers);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.course).toMatchObject({ learners: 2, lessons: 2 });
    expect(detail.lessons[0]).toMatchObject({
      content_id: lesson.id,
      started: 2,
      completed: 1,
      completion_rate: 50,
      quiz: null,
    });
    expect(detail.lessons[1].quiz).toEqual({ attempted: 2, passed: 1, pass_rate: 50 });
    expect(detail.hardest_questions).toEqual([
      expect.objectContaining({ content_id: quiz.id, question_id: 'q2', wrong: 1, answered: 2 }),
    ]);
  });

  it('names learners by display name, never by email', async () => {
    const { mine, course, lesson } = await twoTeachers();
    const learner = await signedInLearner(ctx.db, 0, { fullName: 'Mei Lin' });
    await post('/api/content/progress', { content_id: lesson.id, progress: 10 }, learner.headers);
    const response = await get(`/api/teach/courses/${course.id}/learners`, mine.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ count: 1, list: [{ name: 'Mei Lin' }] });
    expect(response.body).not.toContain(learner.user.email);
    expect(response.body).not.toMatch(/email|address|points|user_id/);
  });
});

describe('questions waiting for an answer', () => {
  it('lists the questions on the teacher’s own courses only, until a teacher answers', async () => {
    const { mine, theirs, lesson, otherLesson } = await twoTeachers();
    const learner = await signedInLearner(ctx.db);
    const asked = await post(
      '/api/questions',
      { content_id: lesson.id, body: 'Why do assets equal liabilities plus equity?' },
      learner.headers,
    );
    expect(asked.statusCode).toBe(200);
    await post(
      '/api/questions',
      { content_id: otherLesson.id, body: 'Elsewhere?' },
      learner.headers,
    );

    const waiting = await get('/api/teach/questions', mine.headers);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toMatchObject({
      count: 1,
      list: [{ question_id: asked.json().data.question_id, content_id: lesson.id }],
    });
    expect((await get('/api/teach/questions', learner.headers)).statusCode).toBe(403);

    const answered = await post(
      `/api/questions/${asked.json().data.question_id}/answers`,
      { body: 'They are two views of the same resources.' },
      mine.headers,
    );
    expect(answered.statusCode).toBe(200);
    expect((await get('/api/teach/questions', mine.headers)).json().data.count).toBe(0);
    expect((await get('/api/teach/questions', theirs.headers)).json().data.count).toBe(1);
  });
});

describe('lesson drafts', () => {
  it('keep a teacher’s edit from learners until it is published, every step audited', async () => {
    const { mine, course, lesson } = await twoTeachers();
    const saved = await put(
      `/api/teach/lessons/${lesson.id}/draft`,
      article('<h2>New words</h2><script>alert(1)</script>'),
      mine.headers,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.draft).toMatchObject({
      title: 'Reading a balance sheet',
      is_stale: false,
    });
    expect(saved.body).not.toContain('<script>');

    const learner = await signedInLearner(ctx.db);
    const before = await get(`/api/content/get?content_id=${lesson.id}`, learner.headers);
    expect(before.body).toContain('Published words');
    expect(before.body).not.toContain('New words');
    const outline = await get(`/api/content/list?course_id=${course.id}`, learner.headers);
    expect(outline.body).not.toContain('Reading a balance sheet');

    const published = await post(`/api/teach/lessons/${lesson.id}/publish`, {}, mine.headers);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({
      draft: null,
      published: { title: 'Reading a balance sheet' },
    });
    const after = await get(`/api/content/get?content_id=${lesson.id}`, learner.headers);
    expect(after.body).toContain('New words');
    // Publishing again finds no draft.
    expect(
      (await post(`/api/teach/lessons/${lesson.id}/publish`, {}, mine.headers)).statusCode,
    ).toBe(404);
    expect(await auditActions('lesson_draft')).toEqual(['save']);
    expect(await auditActions('content')).toEqual(['publish']);
  });

  it('refuses to publish over a lesson an admin changed since, and changes nothing', async () => {
    const { mine, course, lesson } = await twoTeachers();
    await put(`/api/teach/lessons/${lesson.id}/draft`, article('<p>Teacher’s</p>'), mine.headers);
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const edited = await put(
      `/api/admin/contents/${lesson.id}`,
      { ...article('<p>Admin’s</p>'), course_id: course.id, title: 'Admin title' },
      await sessionHeaders(ctx.db, admin.id),
    );
    expect(edited.statusCode).toBe(200);

    const view = await get(`/api/teach/lessons/${lesson.id}`, mine.headers);
    expect(view.json().data.draft.is_stale).toBe(true);
    const refused = await post(`/api/teach/lessons/${lesson.id}/publish`, {}, mine.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('LESSON_CHANGED');
    const lessonNow = (await get(`/api/teach/lessons/${lesson.id}`, mine.headers)).json().data;
    expect(lessonNow.published.title).toBe('Admin title');
    expect(lessonNow.draft).not.toBeNull();

    const discarded = await del(`/api/teach/lessons/${lesson.id}/draft`, mine.headers);
    expect(discarded.json().data.draft).toBeNull();
    expect(await auditActions('lesson_draft')).toEqual(['discard', 'save']);
  });

  it('refuses a draft that would move the lesson or change its points, and hostile input', async () => {
    const { mine, lesson } = await twoTeachers();
    const moved = await put(
      `/api/teach/lessons/${lesson.id}/draft`,
      { ...article('<p>x</p>'), course_id: 1, points_reward: 9999 },
      mine.headers,
    );
    // Unknown fields are dropped: the draft holds only what a teacher may change.
    expect(moved.statusCode).toBe(200);
    await post(`/api/teach/lessons/${lesson.id}/publish`, {}, mine.headers);
    const stored = await get(`/api/content/get?content_id=${lesson.id}`);
    expect(stored.json().data).toMatchObject({ points_reward: 20, course_id: lesson.courseId });

    for (const body of [
      { ...article('<p>x</p>'), title: '', title_zh: '' },
      { ...article('<p>x</p>'), type: 'video' },
      { ...article('<p>x</p>'), duration: -1 },
    ]) {
      const response = await put(`/api/teach/lessons/${lesson.id}/draft`, body, mine.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, error: 'VALIDATION_FAILED' });
    }
  });
});

describeOnPostgres('publishing twice at once', () => {
  it('publishes the draft once; the other finds it gone', async () => {
    const { mine, lesson } = await twoTeachers();
    await put(`/api/teach/lessons/${lesson.id}/draft`, article('<p>Once</p>'), mine.headers);
    const answers = await Promise.all(
      [1, 2].map(() => post(`/api/teach/lessons/${lesson.id}/publish`, {}, mine.headers)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await auditActions('content')).toEqual(['publish']);
  });
});
