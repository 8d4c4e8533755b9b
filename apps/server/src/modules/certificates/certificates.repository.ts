import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { pageAndTotal } from '../../db/table-query';
import { fullNameOf } from '../auth/auth.views';
import { teacherNamesOf } from '../teachers/teachers.views';
import { certificates } from './certificates.schema';

export interface CertificateIssue {
  userId: number;
  courseId: number;
  code: string;
  courseTitle: string;
  courseTitleZh: string | null;
  teacherId: number | null;
}

/**
 * The name a certificate shows: the one copied at issue, or, when the learner had given none
 * then, the one they have given since (never their email).
 */
const learnerName = sql<string>`coalesce(nullif(${certificates.learnerName}, ''), ${fullNameOf(certificates.userId)})`;

const shown = {
  code: certificates.code,
  courseId: certificates.courseId,
  learnerName,
  courseTitle: certificates.courseTitle,
  courseTitleZh: certificates.courseTitleZh,
  teacherName: certificates.teacherName,
  teacherNameZh: certificates.teacherNameZh,
  issuedAt: certificates.issuedAt,
};

/** SQL for certificates. */
export function createCertificatesRepository(db: Database) {
  return {
    /**
     * Issues the learner's certificate for the course unless they have one: the unique key on
     * (learner, course) makes a second or concurrent issue a no-op. The learner's and teacher's
     * names are copied in the same statement. Returns the certificate only when this call made it.
     */
    async insertOnce(issue: CertificateIssue): Promise<{ code: string } | undefined> {
      const teacher = teacherNamesOf(sql`${issue.teacherId}::int`);
      const [row] = await db
        .insert(certificates)
        .values({
          userId: issue.userId,
          courseId: issue.courseId,
          code: issue.code,
          learnerName: fullNameOf(sql`${issue.userId}::int`),
          courseTitle: issue.courseTitle,
          courseTitleZh: issue.courseTitleZh,
          teacherName: teacher.name,
          teacherNameZh: teacher.nameZh,
        })
        .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
        .returning({ code: certificates.code });
      return row;
    },

    async findByCode(code: string) {
      const [row] = await db.select(shown).from(certificates).where(eq(certificates.code, code));
      return row;
    },

    async findOwned(userId: number, code: string) {
      const [row] = await db
        .select(shown)
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.code, code)));
      return row;
    },

    /** A page of the learner's certificates, newest first, and how many they hold. */
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
  Awaited<ReturnType<ReturnType<typeof createCertificatesRepository>['findByCode']>>
>;
