import type { CourseListItem, CourseSort, DifficultyLevel } from '@academy/contracts/catalogue';
import { and, desc, eq, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { averageOf } from '../../db/average';
import type { Database } from '../../db/database';
import {
  isoTime,
  type JsonText,
  jsonArrayAgg,
  jsonArrayText,
  jsonObjectText,
} from '../../db/json-text';
import { preparedPerDatabase, preparedShapes } from '../../db/prepared';
import { likePattern } from '../../db/search';
import { pageAndTotal } from '../../db/table-query';
import { hasStartedCourse, lessonCountOf, startedCourseIdsOf } from '../learning/learning.views';
import { teacherCards, teachersNamed } from '../teachers/teachers.views';
import { activeCourseCounts, courseAccess, courseLikes, courses } from './catalogue.schema';

export type CourseRow = typeof courses.$inferSelect;

export interface CourseFilter {
  level?: DifficultyLevel | undefined;
  search?: string | undefined;
  /** With a search: the teachers whose name matches it, whose courses match too. */
  teacherIds?: number[] | undefined;
}

export const isPublic = eq(courses.status, 'active');

/**
 * The outer course of a correlated subquery, always table-qualified: Drizzle leaves columns
 * unqualified in single-table selects, where a bare "id" would bind to the subquery's table.
 */
export const outerCourseId = sql.raw('"courses"."id"');

export const averageRating = averageOf(courses.ratingSum, courses.reviewsCount);

/** Whether the viewer liked, unlocked and started the course of the row; false for a guest. */
export interface ViewerFlags {
  isLiked: SQL<boolean>;
  isRedeemed: SQL<boolean>;
  isRead: SQL<boolean>;
}

/**
 * A course as the catalogue lists it (`CourseListItem`), written as JSON by PostgreSQL from a row
 * of `courses` joined to its `teacherCards`: a page of cards is the catalogue's widest read, so
 * it reads only what a card shows and is sent as it comes (decision 0044).
 */
function courseCard(flags: ViewerFlags): SQL<JsonText<CourseListItem>> {
  return jsonObjectText<CourseListItem>({
    course_id: courses.id,
    title: courses.title,
    title_zh: courses.titleZh,
    description: courses.description,
    description_zh: courses.descriptionZh,
    short_description: courses.shortDescription,
    short_description_zh: courses.shortDescriptionZh,
    difficulty_level: courses.difficultyLevel,
    points_reward: courses.pointsReward,
    points_required: courses.pointsRequired,
    price: sql`${courses.price}::float8`,
    is_featured: courses.isFeatured,
    is_free: courses.isFree,
    likes_count: courses.likesCount,
    reviews_count: courses.reviewsCount,
    average_rating: sql`${averageRating}::float8`,
    created_at: isoTime(courses.createdAt),
    updated_at: isoTime(courses.updatedAt),
    teacher_id: courses.teacherId,
    teacher_name: teacherCards.name,
    teacher_name_zh: teacherCards.nameZh,
    teacher_avatar: teacherCards.avatar,
    thumbnail: courses.thumbnail,
    is_read_by_user: flags.isRead,
    is_liked_by_user: flags.isLiked,
    is_redeemed_by_user: flags.isRedeemed,
  });
}

/** Flags that depend on who is looking; a guest (null) gets false for each. */
export function viewerFlags(viewerId: number | Placeholder | null): ViewerFlags {
  if (viewerId === null) {
    return {
      isLiked: sql<boolean>`false`,
      isRedeemed: sql<boolean>`false`,
      isRead: sql<boolean>`false`,
    };
  }
  return {
    isLiked: sql<boolean>`exists (select 1 from ${courseLikes} where ${courseLikes.courseId} = ${outerCourseId} and ${courseLikes.userId} = ${viewerId})`,
    isRedeemed: sql<boolean>`exists (select 1 from ${courseAccess} where ${courseAccess.courseId} = ${outerCourseId} and ${courseAccess.userId} = ${viewerId})`,
    isRead: hasStartedCourse(outerCourseId, viewerId),
  };
}

/**
 * The same flags for a page of courses: the learner's likes, unlocks and started courses are each
 * read once per statement (uncorrelated, so PostgreSQL runs them once as init plans) and every
 * course checks itself against them, where a subquery per course would run three times a row.
 */
function viewerFlagsOfPage(viewerId: Placeholder): ViewerFlags {
  const likedIds = sql`array(select ${courseLikes.courseId} from ${courseLikes} where ${courseLikes.userId} = ${viewerId})`;
  const ownedIds = sql`array(select ${courseAccess.courseId} from ${courseAccess} where ${courseAccess.userId} = ${viewerId})`;
  return {
    isLiked: sql<boolean>`${outerCourseId} = any(${likedIds})`,
    isRedeemed: sql<boolean>`${outerCourseId} = any(${ownedIds})`,
    isRead: sql<boolean>`${outerCourseId} = any(${startedCourseIdsOf(viewerId)})`,
  };
}

/** A course (the whole row for its page, the card's fields in a list) with its figures. */
function courseColumns<Course>(course: Course, viewerId: number | Placeholder | null) {
  return {
    course,
    teacherName: teacherCards.name,
    teacherNameZh: teacherCards.nameZh,
    teacherAvatar: teacherCards.avatar,
    likesCount: courses.likesCount,
    reviewsCount: courses.reviewsCount,
    averageRating,
    ...viewerFlags(viewerId),
  };
}

/** Courses with their teacher's card, selecting `fields`: every public read of courses. */
function selectWithTeacher<Fields extends SelectedFields>(db: Database, fields: Fields) {
  return db
    .select(fields)
    .from(courses)
    .leftJoin(teacherCards, eq(teacherCards.teacherId, courses.teacherId));
}

export type CourseDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createCatalogueRepository>['findCourse']>>
>;

/** Ids as one array parameter (a JS array in a template would become a list of parameters). */
/**
 * The grams of a course's titles, stored by migration 0023 and kept out of the schema so no
 * other read selects them (decision 0038).
 */
export const courseSearchRuns = sql.raw('"courses"."search_runs"');

const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

function filterCondition(filter: CourseFilter): SQL | undefined {
  const conditions: SQL[] = [isPublic];
  if (filter.level) conditions.push(eq(courses.difficultyLevel, filter.level));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    // A title match (the grams index narrows, ILIKE confirms) or a course of a teacher of that
    // name. The teachers come as a list of ids, so the plan ORs two index scans.
    conditions.push(
      sql`((${courseSearchRuns} @> search_term_grams(${filter.search})
        and (${courses.title} ilike ${pattern} or ${courses.titleZh} ilike ${pattern}))
        or ${courses.teacherId} = any(${intArray(filter.teacherIds ?? [])}::int[]))`,
    );
  }
  return and(...conditions);
}

const orderBy: Record<CourseSort, SQL[]> = {
  latest: [desc(courses.createdAt), desc(courses.id)],
  popular: [
    desc(courses.likesCount),
    desc(courses.reviewsCount),
    desc(courses.createdAt),
    desc(courses.id),
  ],
};

/** Who reads: a guest's statements leave the viewer's flags out, a learner's take their id. */
type Reader = 'guest' | 'learner';

interface ListShape {
  sort: CourseSort;
  hasLevel: boolean;
  reader: Reader;
}

/**
 * The catalogue's hottest reads, prepared once per handle for each of their few shapes (sort,
 * with or without a level, guest or learner): the SQL text is built once instead of on every
 * request, and PostgreSQL plans each once per connection (decision 0021). A search varies too
 * much to prepare and is built per request.
 */
const catalogueStatements = preparedPerDatabase((db: Database) => {
  const viewer = (reader: Reader) => (reader === 'guest' ? null : sql.placeholder('viewerId'));
  const card = (reader: Reader) =>
    courseCard(
      reader === 'guest' ? viewerFlags(null) : viewerFlagsOfPage(sql.placeholder('viewerId')),
    );
  /** The trigger-kept total of active courses, of one level or of all (no count of rows). */
  const activeTotal = (hasLevel: boolean) =>
    db
      .select({
        total: sql<number>`coalesce(sum(${activeCourseCounts.courseCount}), 0)`.mapWith(Number),
      })
      .from(activeCourseCounts)
      .where(
        hasLevel ? eq(activeCourseCounts.difficultyLevel, sql.placeholder('level')) : undefined,
      );
  return {
    // One round trip and one row: the page's ids first, sorted and cut, then a card for each of
    // those ten only (`courseCard`, which Postgres would otherwise build for every public course
    // before sorting them), as one JSON array, with the total beside it.
    list: preparedShapes(
      ({ sort, hasLevel, reader }: ListShape) =>
        `catalogue_list_${sort}_${hasLevel ? 'level' : 'all'}_${reader}`,
      ({ sort, hasLevel, reader }, name) => {
        const page = db
          .select({ id: courses.id })
          .from(courses)
          .where(
            and(
              isPublic,
              hasLevel ? eq(courses.difficultyLevel, sql.placeholder('level')) : undefined,
            ),
          )
          .orderBy(...orderBy[sort])
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page');
        return db
          .select({
            cards: jsonArrayAgg(card(reader), orderBy[sort]),
            total: sql<number>`(${activeTotal(hasLevel)})`.mapWith(Number),
          })
          .from(page)
          .innerJoin(courses, eq(courses.id, page.id))
          .leftJoin(teacherCards, eq(teacherCards.teacherId, courses.teacherId))
          .prepare(name);
      },
    ),
    detail: preparedShapes(
      (reader: Reader) => `catalogue_detail_${reader}`,
      (reader, name) =>
        selectWithTeacher(db, {
          ...courseColumns(courses, viewer(reader)),
          lessonCount: lessonCountOf(outerCourseId),
        })
          .where(and(isPublic, eq(courses.id, sql.placeholder('courseId'))))
          .prepare(name),
    ),
  };
});

/**
 * A page of public courses as one JSON array, and how many there are. Without a search, one
 * prepared statement that answers one row whatever the page holds; a search is built per request
 * and counted beside.
 */
async function coursePageIn(
  db: Database,
  filter: CourseFilter,
  sort: CourseSort,
  page: { offset: number; limit: number },
  viewerId: number | null,
): Promise<{ cards: JsonText<CourseListItem[]>; total: number }> {
  if (filter.search) {
    const where = filterCondition(filter);
    const { rows, total } = await pageAndTotal(
      selectWithTeacher(db, { card: courseCard(viewerFlags(viewerId)) })
        .where(where)
        .$dynamic(),
      orderBy[sort],
      page,
      db.$count(courses, where),
    );
    return { cards: jsonArrayText(rows.map((row) => row.card)), total };
  }
  const [found] = await catalogueStatements(db)
    .list({
      sort,
      hasLevel: filter.level !== undefined,
      reader: viewerId === null ? 'guest' : 'learner',
    })
    .execute({ ...page, level: filter.level, viewerId });
  return found ?? { cards: jsonArrayText<CourseListItem>([]), total: 0 };
}

/**
 * Other active courses of the same teacher first, then of the same level, newest first in
 * each: two short walks down an index rather than a sort of every candidate.
 */
async function relatedCoursesIn(db: Database, course: CourseRow, limit: number) {
  const newest = (condition: SQL, count: number) =>
    db
      .select({
        id: courses.id,
        title: courses.title,
        titleZh: courses.titleZh,
        thumbnail: courses.thumbnail,
        difficultyLevel: courses.difficultyLevel,
      })
      .from(courses)
      .where(and(isPublic, ne(courses.id, course.id), condition))
      .orderBy(desc(courses.createdAt), desc(courses.id))
      .limit(count);
  const sameTeacher =
    course.teacherId === null ? [] : await newest(eq(courses.teacherId, course.teacherId), limit);
  if (sameTeacher.length === limit) return sameTeacher;
  const sameLevel = await newest(
    and(
      eq(courses.difficultyLevel, course.difficultyLevel),
      sql`${courses.teacherId} is distinct from ${course.teacherId}`,
    ) as SQL,
    limit - sameTeacher.length,
  );
  return [...sameTeacher, ...sameLevel];
}

/** SQL for public and any-status reads of courses; only active courses are ever public. */
export function createCatalogueRepository(db: Database) {
  return {
    /** A course in any status (a reward may grant one that is no longer listed). */
    async findAnyCourse(courseId: number): Promise<CourseRow | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
      return row;
    },

    /** Whether a course exists, in any status (admin writes that point at one). */
    async exists(courseId: number): Promise<boolean> {
      return (await db.$count(courses, eq(courses.id, courseId))) > 0;
    },

    /** A teacher's active courses, featured and newest first (the teacher page). */
    teacherCourses(teacherId: number) {
      return db
        .select()
        .from(courses)
        .where(and(eq(courses.teacherId, teacherId), eq(courses.status, 'active')))
        .orderBy(desc(courses.isFeatured), desc(courses.createdAt), desc(courses.id));
    },

    coursePage: (
      filter: CourseFilter,
      sort: CourseSort,
      page: { offset: number; limit: number },
      viewerId: number | null,
    ) => coursePageIn(db, filter, sort, page, viewerId),

    /** The teachers whose name matches a catalogue search, in either language. */
    async teachersNamed(term: string): Promise<number[]> {
      const result = await db.execute<{ id: number }>(teachersNamed(likePattern(term)));
      return result.rows.map((row) => Number(row.id));
    },

    async featuredCourses(limit: number, viewerId: number | null) {
      const rows = await selectWithTeacher(db, { card: courseCard(viewerFlags(viewerId)) })
        .where(and(isPublic, eq(courses.isFeatured, true)))
        .orderBy(...orderBy.popular)
        .limit(limit);
      return rows.map((row) => row.card);
    },

    relatedCourses: (course: CourseRow, limit: number) => relatedCoursesIn(db, course, limit),

    /** One public course with its figures and how many lessons it has (the detail page). */
    async findCourse(courseId: number, viewerId: number | null) {
      const [row] = await catalogueStatements(db)
        .detail(viewerId === null ? 'guest' : 'learner')
        .execute({ courseId, viewerId });
      return row;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
