import type { Database } from '../db/database';
import { courseAccess } from '../modules/catalogue/catalogue.schema';
import { lessonQuestions, questionAnswers } from '../modules/questions/questions.schema';
import { buildContent, buildCourse, buildTeacher, buildUser, sessionHeaders } from './factories';

/**
 * A lesson to discuss and the people around it: the course's teacher (an account linked to the
 * course's teacher profile), the teacher of another course, an admin, a learner who may open the
 * lesson and one who may not (the course is premium unless `open`).
 */
export async function buildDiscussion(db: Database, options: { open?: boolean } = {}) {
  const teacher = await buildUser(db, { role: 'teacher', fullName: 'Ms Wang' });
  const profile = await buildTeacher(db, { userId: teacher.id });
  const course = await buildCourse(
    db,
    options.open
      ? { teacherId: profile.id, difficultyLevel: 'beginner' }
      : { teacherId: profile.id, difficultyLevel: 'intermediate', pointsRequired: 100 },
  );
  const lesson = await buildContent(db, course.id, {
    type: 'text',
    title: 'Yield',
    titleZh: '收益率',
  });
  const otherTeacher = await buildUser(db, { role: 'teacher' });
  const otherProfile = await buildTeacher(db, { userId: otherTeacher.id });
  await buildCourse(db, { teacherId: otherProfile.id });
  const admin = await buildUser(db, { role: 'admin' });
  const learner = await buildUser(db, { fullName: 'Li Lei' });
  const outsider = await buildUser(db);
  await grantCourse(db, learner.id, course.id);
  return { course, lesson, teacher, otherTeacher, admin, learner, outsider };
}

/** The same lesson and people, each with a session: their request headers under `as`. */
export async function buildSignedInDiscussion(db: Database, options: { open?: boolean } = {}) {
  const discussion = await buildDiscussion(db, options);
  const headersOf = (user: { id: number }) => sessionHeaders(db, user.id);
  return {
    ...discussion,
    as: {
      learner: await headersOf(discussion.learner),
      outsider: await headersOf(discussion.outsider),
      teacher: await headersOf(discussion.teacher),
      otherTeacher: await headersOf(discussion.otherTeacher),
      admin: await headersOf(discussion.admin),
    },
  };
}

/** Opens a course to a learner as an unlock would. */
export async function grantCourse(db: Database, userId: number, courseId: number) {
  await db.insert(courseAccess).values({ userId, courseId, source: 'points' });
}

/** Another learner of the course, signed in. */
export async function courseLearner(db: Database, courseId: number) {
  const user = await buildUser(db);
  await grantCourse(db, user.id, courseId);
  return { user, headers: await sessionHeaders(db, user.id) };
}

/** A question on the lesson, written straight to the table (no posting budget spent). */
export async function buildQuestion(
  db: Database,
  lesson: { id: number; courseId: number },
  userId: number,
  body = 'Why does the price fall when the yield rises?',
) {
  const [question] = await db
    .insert(lessonQuestions)
    .values({ userId, contentId: lesson.id, courseId: lesson.courseId, body })
    .returning();
  if (!question) throw new Error('question insert returned nothing');
  return question;
}

/** An answer to a question, written straight to the table. */
export async function buildAnswer(
  db: Database,
  questionId: number,
  userId: number,
  body = 'Because the coupon is fixed.',
) {
  const [answer] = await db
    .insert(questionAnswers)
    .values({ questionId, userId, body })
    .returning();
  if (!answer) throw new Error('answer insert returned nothing');
  return answer;
}
