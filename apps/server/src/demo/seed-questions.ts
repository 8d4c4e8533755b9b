import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  lessonQuestions,
  questionAnswers,
  questionVotes,
} from '../modules/questions/questions.schema';
import { at } from './demo-lessons';
import { demoQuestions } from './demo-questions';
import type { DemoRows } from './seed-academy';

/** The demo's questions on lessons, their answers, helpful marks and accepted answers. */
export async function insertQuestions(tx: Database, rows: DemoRows) {
  for (const demo of demoQuestions) {
    const lesson = rows.contentsOf(demo.course)[demo.lesson - 1];
    if (!lesson) throw new Error(`demo lesson ${demo.lesson} of ${demo.course} missing`);
    const [question] = await tx
      .insert(lessonQuestions)
      .values({
        userId: rows.userId(demo.user),
        contentId: lesson.id,
        courseId: rows.course(demo.course).id,
        body: demo.body,
        helpfulCount: demo.helpful.length,
        createdAt: at(demo.day),
      })
      .returning({ id: lessonQuestions.id });
    if (!question) throw new Error('demo question not written');
    for (const [index, answer] of demo.answers.entries()) {
      const [written] = await tx
        .insert(questionAnswers)
        .values({
          questionId: question.id,
          userId: rows.userId(answer.user),
          body: answer.body,
          isTeacher: answer.teacher ?? false,
          createdAt: at(demo.day, 3 + index * 5),
        })
        .returning({ id: questionAnswers.id });
      if (written && answer.accepted) {
        await tx
          .update(lessonQuestions)
          .set({ acceptedAnswerId: written.id })
          .where(eq(lessonQuestions.id, question.id));
      }
    }
    if (demo.helpful.length > 0) {
      await tx.insert(questionVotes).values(
        demo.helpful.map((user, index) => ({
          questionId: question.id,
          userId: rows.userId(user),
          createdAt: at(demo.day + 1, index),
        })),
      );
    }
  }
}
