import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema';
import { courses } from '../catalogue/catalogue.schema';

/**
 * A certificate of a finished course: issued once per learner and course (the unique key makes
 * a race a no-op), verified by anyone who holds its unguessable code. What it certifies is
 * copied at issue, so a later rename of the learner, course or teacher does not rewrite it.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** 128 random bits, base32 without padding: the whole verification secret. */
    code: text().notNull(),
    learnerName: text().notNull(),
    courseTitle: text().notNull(),
    courseTitleZh: text(),
    teacherName: text().notNull(),
    teacherNameZh: text(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.code),
    check('certificates_code_length', sql`length(${t.code}) between 20 and 64`),
  ],
);
