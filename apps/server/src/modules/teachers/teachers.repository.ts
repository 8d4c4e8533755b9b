import type { TeacherSort } from '@academy/contracts/teachers';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { averageOf } from '../../db/average';
import type { Database } from '../../db/database';
import { jsonRow } from '../../db/json-row';
import { preparedPerDatabase, preparedShapes } from '../../db/prepared';
import { likePattern } from '../../db/search';
import { cardsAndTotal, pageAndTotal, tableStore } from '../../db/table-query';
import { emailOf, roleOf } from '../auth/auth.views';
import { courseCountOf, studentCountOf } from '../catalogue/catalogue.views';
import { teacherLikes, teachers } from './teachers.schema';

export type TeacherRow = typeof teachers.$inferSelect;

/**
 * The outer teacher of a correlated subquery, always table-qualified: Drizzle leaves columns
 * unqualified in single-table selects, where a bare "id" would bind to the subquery's table.
 */
const outerTeacherId = sql.raw('"teachers"."id"');

const rating = averageOf(teachers.ratingSum, teachers.reviewsCount);

function isLiked(viewerId: number | Placeholder | null) {
  if (viewerId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${teacherLikes} where ${teacherLikes.teacherId} = ${outerTeacherId} and ${teacherLikes.userId} = ${viewerId})`;
}

const orderBy: Record<TeacherSort, SQL[]> = {
  popularity: [desc(teachers.likesCount), desc(teachers.reviewsCount), asc(teachers.id)],
  name: [asc(teachers.fullName), asc(teachers.id)],
  courses: [desc(teachers.courseCount), desc(teachers.likesCount), asc(teachers.id)],
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    sql`${teachers.fullName} ilike ${pattern}`,
    sql`${teachers.fullNameZh} ilike ${pattern}`,
  );
}

const adminColumns = {
  teacher: teachers,
  email: emailOf(teachers.userId),
  courses: courseCountOf(teachers.id),
  students: studentCountOf(teachers.id),
};

/** The admin table of teachers: every teacher, with their account, courses and students. */
export function teacherAdminStore(db: Database) {
  // A deleted teacher's courses stay, without a teacher, so learners keep what they unlocked.
  return tableStore(db, teachers, {
    select: () => db.select(adminColumns).from(teachers).$dynamic(),
    search: [teachers.fullName, teachers.fullNameZh],
    sortable: {
      name: teachers.fullName,
      courses: adminColumns.courses,
      joined_date: teachers.createdAt,
    },
    defaultOrder: teachers.createdAt,
  });
}

/** The role of the account in `userId`, to check it before a profile is linked to it (null: none). */
export async function accountRoleIn(db: Database, userId: number): Promise<string | null> {
  const result = await db.execute<{ role: string | null }>(
    sql`select ${roleOf(sql`${userId}`)} as role`,
  );
  return result.rows[0]?.role ?? null;
}

export type NewTeacher = typeof teachers.$inferInsert;
export type TeacherAdminRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof teacherAdminStore>['find']>>
>;

/** A teacher with their figures, as the directory, the home page and the teacher page show one. */
function summaryColumns(viewerId: number | Placeholder | null) {
  return {
    teacher: getTableColumns(teachers),
    courseCount: teachers.courseCount,
    likesCount: teachers.likesCount,
    rating,
    totalRatings: teachers.reviewsCount,
    isLiked: isLiked(viewerId),
  };
}

/**
 * The directory's pages without a search, prepared once per sort and reader (decision 0021): the
 * page's ids first, then one JSON card (`jsonRow`) for each of those teachers only, carrying the
 * directory's size (`cardsAndTotal`).
 */
const directoryStatements = preparedPerDatabase((db: Database) => ({
  page: preparedShapes(
    ({ sort, reader }: { sort: TeacherSort; reader: 'guest' | 'learner' }) =>
      `teachers_page_${sort}_${reader}`,
    ({ sort, reader }, name) => {
      const page = db
        .select({ id: teachers.id })
        .from(teachers)
        .orderBy(...orderBy[sort])
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .as('page');
      const viewerId = reader === 'guest' ? null : sql.placeholder('viewerId');
      const total = sql<number>`(select count(*) from ${teachers})`.mapWith(Number);
      return db
        .select({ card: jsonRow(summaryColumns(viewerId)), total })
        .from(page)
        .innerJoin(teachers, eq(teachers.id, page.id))
        .orderBy(...orderBy[sort])
        .prepare(name);
    },
  ),
  count: db.select({ total: count() }).from(teachers).prepare('teachers_count'),
}));

/** SQL for teachers and their likes; course and rating figures count active courses only. */
export function createTeachersRepository(db: Database) {
  const selectTeachers = (viewerId: number | null) =>
    db.select(summaryColumns(viewerId)).from(teachers);

  return {
    /**
     * A page of the directory and how many teachers it holds. Without a search, one prepared
     * statement whose rows carry the total; a search is built per request and counted beside.
     */
    async teacherPage(
      search: string | undefined,
      sort: TeacherSort,
      page: { offset: number; limit: number },
      viewerId: number | null,
    ) {
      if (search) {
        const where = searchCondition(search);
        return pageAndTotal(
          selectTeachers(viewerId).where(where).$dynamic(),
          orderBy[sort],
          page,
          db.$count(teachers, where),
        );
      }
      const statements = directoryStatements(db);
      return cardsAndTotal(
        statements
          .page({ sort, reader: viewerId === null ? 'guest' : 'learner' })
          .execute({ ...page, viewerId }),
        () => statements.count.execute(),
      );
    },

    /** The given teachers, in no particular order (the caller orders them). */
    teachersByIds(ids: number[], viewerId: number | null) {
      if (ids.length === 0) return Promise.resolve([]);
      return selectTeachers(viewerId).where(inArray(teachers.id, ids));
    },

    /** Every matching teacher's id and names: few rows, for an order the database cannot give. */
    teacherNames(search: string | undefined) {
      return db
        .select({ id: teachers.id, name: teachers.fullName, nameZh: teachers.fullNameZh })
        .from(teachers)
        .where(searchCondition(search));
    },

    async findTeacher(teacherId: number, viewerId: number | null) {
      const [row] = await selectTeachers(viewerId).where(eq(teachers.id, teacherId));
      return row;
    },

    async exists(teacherId: number): Promise<boolean> {
      return (await db.$count(teachers, eq(teachers.id, teacherId))) > 0;
    },

    async addLike(userId: number, teacherId: number): Promise<void> {
      await db.insert(teacherLikes).values({ userId, teacherId }).onConflictDoNothing();
    },

    async removeLike(userId: number, teacherId: number): Promise<void> {
      await db
        .delete(teacherLikes)
        .where(and(eq(teacherLikes.userId, userId), eq(teacherLikes.teacherId, teacherId)));
    },

    async likeState(userId: number, teacherId: number) {
      const [row] = await db
        .select({ likesCount: teachers.likesCount, isLiked: isLiked(userId) })
        .from(teachers)
        .where(eq(teachers.id, teacherId));
      return row;
    },
  };
}

export type TeachersRepository = ReturnType<typeof createTeachersRepository>;
export type TeacherSummaryRow = NonNullable<Awaited<ReturnType<TeachersRepository['findTeacher']>>>;
