import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { academyDay } from '../../db/academy-time';
import type { Database } from '../../db/database';
import { pageAndTotal } from '../../db/table-query';
import { fullNameOf } from '../auth/auth.views';
import { teacherNamesOf } from '../teachers/teachers.views';
import { certificateBackfill, certificates } from './certificates.schema';

export interface CertificateIssue {
  userId: number;
  courseId: number;
  code: string;
  courseTitle: string;
  courseTitleZh: string | null;
  teacherId: number | null;
}

/**
 * A certificate as it is shown, with the academy's calendar day of issue (YYYY-MM-DD) worked out
 * by the database, so the page, the list and the PDF print one day in every reader's zone.
 */
const shownIn = (timeZone: string) => ({
  code: certificates.code,
  courseId: certificates.courseId,
  learnerName: certificates.learnerName,
  courseTitle: certificates.courseTitle,
  courseTitleZh: certificates.courseTitleZh,
  teacherName: certificates.teacherName,
  teacherNameZh: certificates.teacherNameZh,
  issuedAt: certificates.issuedAt,
  issuedDay: sql<
    string | null
  >`to_char(${academyDay(certificates.issuedAt, timeZone)}, 'YYYY-MM-DD')`,
});

const isIssued = isNotNull(certificates.issuedAt);

/** SQL that earns certificates, inside the transaction of the completion that earned them. */
export function createCertificateIssuesRepository(db: Database) {
  return {
    /**
     * Earns the learner's certificate for the course unless they have one: the unique key on
     * (learner, course) makes a second or concurrent call a no-op. The learner's and teacher's
     * names are copied in the same statement; a learner without a name gets it pending (no name,
     * not issued). Returns the certificate only when this call made it.
     */
    async insertOnce(
      issue: CertificateIssue,
    ): Promise<{ code: string; isIssued: boolean } | undefined> {
      const teacher = teacherNamesOf(sql`${issue.teacherId}::int`);
      const name = sql<string>`btrim(${fullNameOf(sql`${issue.userId}::int`)})`;
      const [row] = await db
        .insert(certificates)
        .values({
          userId: issue.userId,
          courseId: issue.courseId,
          code: issue.code,
          learnerName: name,
          courseTitle: issue.courseTitle,
          courseTitleZh: issue.courseTitleZh,
          teacherName: teacher.name,
          teacherNameZh: teacher.nameZh,
          issuedAt: sql`case when ${name} <> '' then now() end`,
        })
        .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
        .returning({ code: certificates.code, issuedAt: certificates.issuedAt });
      return row && { code: row.code, isIssued: row.issuedAt !== null };
    },

    /**
     * Takes the due backfill, if it is still due. The delete locks the one row, so an instance
     * starting at the same moment waits for this transaction and then finds nothing to take;
     * should the backfill fail, the rollback leaves it due for the next start.
     */
    async takeBackfill(): Promise<boolean> {
      const taken = await db.delete(certificateBackfill).returning({ id: certificateBackfill.id });
      return taken.length > 0;
    },
  };
}

/** SQL for certificates; `timeZone` is the academy's, whose calendar days certificates carry. */
export function createCertificatesRepository(db: Database, timeZone: string) {
  const shown = shownIn(timeZone);
  return {
    /**
     * Prints the name on the owner's pending certificate and issues it now, in one statement
     * that only a pending certificate matches: a name once given is never written again.
     */
    async nameOnce(userId: number, code: string, name: string) {
      const [row] = await db
        .update(certificates)
        .set({ learnerName: name, issuedAt: sql`now()` })
        .where(
          and(
            eq(certificates.userId, userId),
            eq(certificates.code, code),
            isNull(certificates.issuedAt),
          ),
        )
        .returning({
          courseId: certificates.courseId,
          courseTitle: certificates.courseTitle,
          courseTitleZh: certificates.courseTitleZh,
        });
      return row;
    },

    /** An issued certificate; a pending one is nobody's to read yet. */
    async findByCode(code: string) {
      const [row] = await db
        .select(shown)
        .from(certificates)
        .where(and(eq(certificates.code, code), isIssued));
      return row;
    },

    /** The owner's certificate, pending or issued. */
    async findOwned(userId: number, code: string) {
      const [row] = await db
        .select(shown)
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.code, code)));
      return row;
    },

    /**
     * A page of the learner's certificates, pending ones first (PostgreSQL puts nulls first in a
     * descending order), then newest first, and how many they hold.
     */
    ownedPage(userId: number, page: { offset: number; limit: number }) {
      const where = eq(certificates.userId, userId);
      return pageAndTotal(
        db.select(shown).from(certificates).where(where).$dynamic(),
        [desc(certificates.issuedAt), desc(certificates.id)],
        page,
        db.$count(certificates, where),
      );
    },
  };
}

export type CertificateRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createCertificatesRepository>['findOwned']>>
>;
