import { describe, expect, it } from 'vitest';
import {
  buildAnswer,
  buildQuestion,
  buildSignedInDiscussion,
  courseLearner,
} from '../test/lesson-questions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

type Identity = 'guest' | 'learner' | 'outsider' | 'teacher' | 'otherTeacher' | 'admin';
const identities: Identity[] = ['guest', 'learner', 'outsider', 'teacher', 'otherTeacher', 'admin'];

/** Anyone, signed in or not, may read how many questions a lesson has. */
const anyone: Record<Identity, number> = {
  guest: 200,
  learner: 200,
  outsider: 200,
  teacher: 200,
  otherTeacher: 200,
  admin: 200,
};

/** Whoever may open the lesson: its learners, the course's teacher and an admin. */
const courseMembers: Record<Identity, number> = {
  guest: 401,
  learner: 200,
  outsider: 403,
  teacher: 200,
  otherTeacher: 403,
  admin: 200,
};

/** Only those who moderate the course: its teacher and an admin. */
const moderators: Record<Identity, number> = { ...courseMembers, learner: 403 };

/**
 * Every questions route on a premium course, for each kind of caller: a guest, a learner who
 * unlocked the course, one who did not, the course's teacher, the teacher of another course and
 * an admin, and the status each one gets.
 */
const expected: Record<string, Record<Identity, number>> = {
  'GET /api/questions/counts': anyone,
  'GET /api/questions': courseMembers,
  'GET /api/questions/:id': courseMembers,
  'POST /api/questions': courseMembers,
  'POST /api/questions/:id/answers': courseMembers,
  'POST /api/questions/:id/helpful': courseMembers,
  'DELETE /api/questions/:id/helpful': courseMembers,
  'POST /api/questions/:id/accept': moderators,
  'POST /api/questions/:id/hide': moderators,
  'POST /api/questions/answers/:id/hide': moderators,
};

describe('questions authorization matrix', () => {
  it('answers every questions route as the table says for every kind of caller', async () => {
    const { course, lesson, learner: asker, as } = await buildSignedInDiscussion(ctx.db);
    const headers: Record<Identity, Record<string, string>> = {
      ...as,
      guest: {},
      // Another learner of the course than the asker, so marking helpful is theirs to do.
      learner: (await courseLearner(ctx.db, course.id)).headers,
    };

    const routes = ctx.app.routeTable.filter((route) => route.url.startsWith('/api/questions'));
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    for (const { method, url } of routes) {
      for (const identity of identities) {
        // A fresh question and answer per call: an accept or a hide must not spoil the next.
        const question = await buildQuestion(ctx.db, lesson, asker.id);
        const answer = await buildAnswer(ctx.db, question.id, asker.id);
        const id = url.includes('/answers/:id') ? answer.id : question.id;
        const query = `?course_id=${course.id}&content_id=${lesson.id}`;
        const payload = {
          content_id: lesson.id,
          body: 'Is this allowed?',
          answer_id: answer.id,
          reason: 'Off topic',
        };
        const response = await ctx.app.inject({
          method: method as 'GET',
          url: `${url.replace(':id', String(id))}${method === 'GET' ? query : ''}`,
          headers: headers[identity],
          ...(method === 'POST' ? { payload } : {}),
        });
        const key = `${method} ${url}`;
        expect(response.statusCode, `${key} as ${identity}: ${response.body.slice(0, 120)}`).toBe(
          expected[key]?.[identity],
        );
      }
    }
  });
});
