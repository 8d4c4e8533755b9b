import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  buildAnswer,
  buildDiscussion,
  buildQuestion,
  buildSignedInDiscussion,
  courseLearner,
} from '../../test/lesson-questions';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { notifications } from '../notifications/notifications.schema';
import { lessonQuestions, questionVotes } from './questions.schema';

const ctx = useTestApp();

describeOnPostgres('questions under concurrency', () => {
  it('accepts exactly one answer when the teacher and an admin accept different ones at once', async () => {
    const { lesson, learner, teacher, admin, as } = await buildSignedInDiscussion(ctx.db);
    const moderators = [as.teacher, as.admin];
    for (let round = 0; round < 5; round += 1) {
      const question = await buildQuestion(ctx.db, lesson, learner.id);
      const answers = [
        await buildAnswer(ctx.db, question.id, teacher.id, 'First'),
        await buildAnswer(ctx.db, question.id, admin.id, 'Second'),
      ];
      const replies = await Promise.all(
        answers.map((answer, index) =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/questions/${question.id}/accept`,
            headers: moderators[index] ?? {},
            payload: { answer_id: answer.id },
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses, replies.map((reply) => reply.body).join('\n')).toEqual([200, 409]);
      const winner = replies.find((reply) => reply.statusCode === 200)?.json().data;
      const [stored] = await ctx.db
        .select({ accepted: lessonQuestions.acceptedAnswerId })
        .from(lessonQuestions)
        .where(eq(lessonQuestions.id, question.id));
      expect(stored?.accepted).toBe(winner.question.accepted_answer_id);
    }
    const told = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, learner.id));
    expect(told.filter((row) => row.kind === 'answer_accepted')).toHaveLength(5);
  });

  it('counts each learner’s helpful mark once however many arrive together', async () => {
    const { lesson, learner } = await buildDiscussion(ctx.db, { open: true });
    const question = await buildQuestion(ctx.db, lesson, learner.id);
    const voters = await Promise.all(
      Array.from({ length: 8 }, () => courseLearner(ctx.db, lesson.courseId)),
    );
    const mark = (headers: Record<string, string>, method: 'POST' | 'DELETE' = 'POST') =>
      ctx.app.inject({ method, url: `/api/questions/${question.id}/helpful`, headers });
    // Each voter marks three times at once; the last two also take it back twice at once.
    const replies = await Promise.all(
      voters.flatMap(({ headers }) => [mark(headers), mark(headers), mark(headers)]),
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const undo = voters
      .slice(-2)
      .flatMap(({ headers }) => [mark(headers, 'DELETE'), mark(headers, 'DELETE')]);
    await Promise.all(undo);

    const [stored] = await ctx.db
      .select({ helpful: lessonQuestions.helpfulCount })
      .from(lessonQuestions)
      .where(eq(lessonQuestions.id, question.id));
    const votes = await ctx.db.$count(questionVotes, eq(questionVotes.questionId, question.id));
    expect(votes).toBe(6);
    expect(stored?.helpful).toBe(6);
  });
});
