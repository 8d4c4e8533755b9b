import { describe, expect, it } from 'vitest';
import { sessionHeaders } from '../test/factories';
import {
  buildAnswer,
  buildDiscussion,
  buildQuestion,
  courseLearner,
} from '../test/lesson-questions';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

type Identity = 'guest' | 'learner' | 'outsider' | 'teacher' | 'otherTeacher' | 'admin';
const identities: Identity[] = ['guest', 'learner', 'outsider', 'teacher', 'otherTeacher', 'admin'];

/**
 * Every questions route on a premium course, for each kind of caller: a guest, a learner who
 * unlocked the course, one who did not, the course's teacher, the teacher of another course and
 * an admin, and the status each one gets.
 */
const expected: Record<string, Record<Identity, number>> = {
  'GET /api/questions/counts': {
    guest: 200,
    learner: 200,
    outsider: 200,
    teacher: 200,
    otherTeacher: 200,
    admin: 200,
  },
  'GET /api/questions': {
    guest: 401,
    learner: 200,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'GET /api/questions/:id': {
    guest: 401,
    learner: 200,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'POST /api/questions': {
    guest: 401,
    learner: 200,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'POST /api/questions/:id/answers': {
    guest: 401,
    learner: 200,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'POST /api/questions/:id/helpful': {
    guest: 401,
    learner: 200,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'DELETE /api/questions/:id/helpful': {
    guest: 401,
    learner: 200,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'POST /api/questions/:id/accept': {
    guest: 401,
    learner: 403,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'POST /api/questions/:id/hide': {
    guest: 401,
    learner: 403,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
  'POST /api/questions/answers/:id/hide': {
    guest: 401,
    learner: 403,
    outsider: 403,
    teacher: 200,
    otherTeacher: 403,
    admin: 200,
  },
};

describe('questions authorization matrix', () => {
  it('answers every questions route as the table says for every kind of caller', async () => {
    const people = await buildDiscussion(ctx.db);
    const { course, lesson } = people;
    const asker = people.learner;
    const headers: Record<Identity, Record<string, string>> = {
      guest: {},
      // Another learner of the course than the asker, so marking helpful is theirs to do.
      learner: (await courseLearner(ctx.db, course.id)).headers,
      outsider: await sessionHeaders(ctx.db, people.outsider.id),
      teacher: await sessionHeaders(ctx.db, people.teacher.id),
      otherTeacher: await sessionHeaders(ctx.db, people.otherTeacher.id),
      admin: await sessionHeaders(ctx.db, people.admin.id),
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
