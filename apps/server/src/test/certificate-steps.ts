import { eq } from 'drizzle-orm';
import { certificates } from '../modules/certificates/certificates.schema';
import { notifications } from '../modules/notifications/notifications.schema';
import { buildContent, buildCourse, buildTeacher, signedInLearner } from './factories';
import type { Headers, TestContext } from './test-app';

/** The steps the certificate tests take: courses to finish, learners, and what they end with. */
export function certificateSteps(ctx: TestContext) {
  return {
    complete: (courseId: number, contentId: number, headers: Headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/content/complete',
        payload: { course_id: courseId, content_id: contentId },
        headers,
      }),

    /** A course of `lessons` text lessons taught by a named teacher. */
    async courseOf(lessons: number) {
      const teacher = await buildTeacher(ctx.db, { fullName: 'Li Wei', fullNameZh: '李伟' });
      const course = await buildCourse(ctx.db, {
        title: 'Reading a Balance Sheet',
        titleZh: '读懂资产负债表',
        teacherId: teacher.id,
        pointsReward: 50,
      });
      const items = [];
      for (let index = 0; index < lessons; index++) {
        items.push(await buildContent(ctx.db, course.id, { type: 'text', pointsReward: 5 }));
      }
      return { course, items };
    },

    learner: (fullName = 'Wang Xiaoming 王小明') => signedInLearner(ctx.db, 0, { fullName }),

    renameProfile: (name: string, headers: Headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/profile',
        payload: { name, language_preference: 'zh' },
        headers,
      }),

    nameCertificate: (code: string, learnerName: string, headers: Headers = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/certificate/name',
        payload: { code, learner_name: learnerName },
        headers,
      }),

    certificatesOf: (userId: number) =>
      ctx.db.select().from(certificates).where(eq(certificates.userId, userId)),

    inboxOf: (userId: number) =>
      ctx.db.select().from(notifications).where(eq(notifications.userId, userId)),
  };
}
