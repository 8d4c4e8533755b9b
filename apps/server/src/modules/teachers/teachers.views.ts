import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { viewBuilder } from '../../db/view-builder';
import { teachers } from './teachers.schema';

/**
 * The teachers module's published reads, for other modules' repositories to join inside their
 * own statements without touching its tables themselves.
 */

/** Who teaches a course, as a course card shows it: joined on `teacherId`. */
export const teacherCards = viewBuilder
  .select({
    teacherId: teachers.id,
    name: teachers.fullName,
    nameZh: teachers.fullNameZh,
    avatar: teachers.profileImage,
  })
  .from(teachers)
  .as('teacher_cards');

/** Each teacher profile with the account linked to it (null when none), joined on `userId`. */
export const teacherProfiles = viewBuilder
  .select({
    teacherId: teachers.id,
    userId: teachers.userId,
    name: teachers.fullName,
    nameZh: teachers.fullNameZh,
  })
  .from(teachers)
  .as('teacher_profiles');

/** The ids of the teachers whose name, in either language, matches an ILIKE `pattern`. */
export function teachersNamed(pattern: string): SQL {
  return sql`select ${teachers.id} as id from ${teachers} where ${teachers.fullName} ilike ${pattern} or ${teachers.fullNameZh} ilike ${pattern}`;
}

/** Dashboard figure: every teacher. */
export const teacherCount = sql<number>`(select count(*) from ${teachers})`.mapWith(Number);

/** The name of the teacher in `teacherId`, in English and in Chinese (null when none). */
export function teacherNamesOf(teacherId: SQLWrapper): {
  name: SQL<string>;
  nameZh: SQL<string | null>;
} {
  return {
    name: sql<string>`coalesce((select ${teachers.fullName} from ${teachers} where ${teachers.id} = ${teacherId}), '')`,
    nameZh: sql<
      string | null
    >`(select ${teachers.fullNameZh} from ${teachers} where ${teachers.id} = ${teacherId})`,
  };
}

/** The account linked to the teacher in `teacherId` (null when none is): who teaches as them. */
export function teacherUserIdOf(teacherId: SQLWrapper): SQL<number | null> {
  return sql<
    number | null
  >`(select ${teachers.userId} from ${teachers} where ${teachers.id} = ${teacherId})`;
}
