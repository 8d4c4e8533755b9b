import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, recordedAt } from '../../db/columns';
import { userReference } from '../auth/auth.schema';
import { courseReference } from '../catalogue/catalogue.schema';

/**
 * A certificate of a finished course: issued once per learner and course (the unique key makes
 * a race a no-op), verified by anyone who holds its unguessable code. What it certifies is
 * copied at issue, so a later rename of the learner, course or teacher does not rewrite it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: identity(),
    userId: userReference(),
    courseId: courseReference(),
    /** 128 random bits, base32 without padding: the whole verification secret. */
    code: text().notNull(),
    learnerName: text().notNull(),
    courseTitle: text().notNull(),
    courseTitleZh: text(),
    teacherName: text().notNull(),
    teacherNameZh: text(),
    issuedAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.code),
    check('certificates_code_length', sql`length(${t.code}) between 20 and 64`),
  ],
);
