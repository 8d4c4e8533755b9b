import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, recordedAt } from '../../db/columns';
import { perUserKeys, userReference, users } from '../auth/auth.schema';

export const teachers = pgTable(
  'teachers',
  {
    id: identity(),
    userId: integer()
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    fullName: text().notNull(),
    fullNameZh: text(),
    bio: text().notNull().default(''),
    bioZh: text(),
    specialization: text(),
    specializationZh: text(),
    profileImage: text(),
    isAssistant: boolean().notNull().default(false),
    experienceYears: integer().notNull().default(0),
    /** Kept by triggers (migration 0003): likes, and the active courses with their reviews. */
    likesCount: integer().notNull().default(0),
    courseCount: integer().notNull().default(0),
    reviewsCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    index('teachers_full_name_idx').on(t.fullName),
    check('teachers_experience_nonnegative', sql`${t.experienceYears} >= 0`),
  ],
);

export const teacherLikes = pgTable(
  'teacher_likes',
  {
    userId: userReference(),
    teacherId: integer()
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    createdAt: recordedAt(),
  },
  (t) => perUserKeys(t.userId, t.teacherId, 'teacher_likes_teacher_idx'),
);
