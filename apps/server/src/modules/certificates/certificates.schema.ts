import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant } from '../../db/columns';
import { userReference } from '../auth/auth.schema';
import { courseReference } from '../catalogue/catalogue.schema';

/**
 * A certificate of a finished course: earned once per learner and course (the unique key makes
 * a race a no-op), verified by anyone who holds its unguessable code. What it certifies is
 * copied at issue, so a later rename of the learner, course or teacher does not rewrite it. A
 * learner who had given no name when they finished holds it pending (no name, no `issuedAt`)
 * until they give the name to print, once; the check keeps a certificate from being issued
 * without a name or named without being issued.
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
    /** Null while the certificate waits for the learner's name. */
    issuedAt: instant(),
  },
  (t) => [
    uniqueIndex('certificates_user_course_key').on(t.userId, t.courseId),
    uniqueIndex('certificates_code_key').on(t.code),
    check('certificates_code_length', sql`length(${t.code}) between 20 and 64`),
    check('certificates_issued_when_named', sql`(${t.issuedAt} is null) = (${t.learnerName} = '')`),
  ],
);

/**
 * One row while certificates for courses finished before certificates existed are still to be
 * issued: the migration that added it inserts the row, and the start-up that issues them deletes
 * it in the same transaction, so the scan runs once across all instances (decision 0022).
 */
export const certificateBackfill = pgTable(
  'certificate_backfill',
  { id: integer().primaryKey() },
  (t) => [check('certificate_backfill_one_row', sql`${t.id} = 1`)],
);
