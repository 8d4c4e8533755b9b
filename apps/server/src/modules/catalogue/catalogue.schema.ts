import { difficultyLevels } from '@academy/contracts/catalogue.rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { identity, recordedAt } from '../../db/columns';
import { perUserKeys, userReference } from '../auth/auth.schema';
import { teachers } from '../teachers/teachers.schema';

export const difficultyEnum = pgEnum('difficulty_level', difficultyLevels);
export const courseStatusEnum = pgEnum('course_status', ['active', 'draft', 'inactive']);
export const courseAccessSourceEnum = pgEnum('course_access_source', ['points', 'reward', 'admin']);

export const courses = pgTable(
  'courses',
  {
    id: identity(),
    teacherId: integer().references(() => teachers.id, { onDelete: 'set null' }),
    title: text().notNull(),
    titleZh: text(),
    description: text().notNull().default(''),
    descriptionZh: text(),
    shortDescription: text().notNull().default(''),
    shortDescriptionZh: text(),
    thumbnail: text(),
    difficultyLevel: difficultyEnum().notNull().default('beginner'),
    pointsRequired: integer().notNull().default(0),
    pointsReward: integer().notNull().default(0),
    /** A display list price in USD; the academy takes no money. */
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    isFeatured: boolean().notNull().default(false),
    isFree: boolean().notNull().default(false),
    status: courseStatusEnum().notNull().default('active'),
    /** Kept by triggers on course_likes and course_reviews (migration 0003), never written here. */
    likesCount: integer().notNull().default(0),
    reviewsCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    index('courses_status_created_idx').on(t.status, t.createdAt, t.id),
    index('courses_status_popular_idx').on(
      t.status,
      t.likesCount,
      t.reviewsCount,
      t.createdAt,
      t.id,
    ),
    index('courses_teacher_idx').on(t.teacherId, t.status, t.createdAt, t.id),
    index('courses_difficulty_idx').on(t.difficultyLevel, t.status, t.createdAt, t.id),
    check(
      'courses_points_nonnegative',
      sql`${t.pointsRequired} >= 0 and ${t.pointsReward} >= 0 and ${t.price} >= 0`,
    ),
  ],
);

/** A column naming the course a row belongs to; the row goes with the course. */
export const courseReference = () =>
  integer()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

/** Active courses per level, kept by a trigger on courses: the catalogue's totals without a count. */
export const activeCourseCounts = pgTable('active_course_counts', {
  difficultyLevel: difficultyEnum().primaryKey(),
  courseCount: integer().notNull().default(0),
});

export const courseLikes = pgTable(
  'course_likes',
  {
    userId: userReference(),
    courseId: courseReference(),
    createdAt: recordedAt(),
  },
  (t) => perUserKeys(t.userId, t.courseId, 'course_likes_course_idx'),
);

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: identity(),
    userId: userReference(),
    courseId: courseReference(),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('course_reviews_user_course_key').on(t.userId, t.courseId),
    index('course_reviews_course_idx').on(t.courseId, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A learner's permanent right to a paid course; one row per user and course. */
export const courseAccess = pgTable(
  'course_access',
  {
    userId: userReference(),
    courseId: courseReference(),
    source: courseAccessSourceEnum().notNull(),
    createdAt: recordedAt(),
  },
  (t) => [
    ...perUserKeys(t.userId, t.courseId, 'course_access_course_idx'),
    index('course_access_created_idx').on(t.createdAt),
  ],
);
