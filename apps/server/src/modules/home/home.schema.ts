import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, recordedAt } from '../../db/columns';

export const banners = pgTable(
  'banners',
  {
    id: identity(),
    name: text().notNull(),
    nameZh: text(),
    desc: text().notNull().default(''),
    descZh: text(),
    image: text().notNull(),
    link: text().notNull().default(''),
    tag: text().notNull().default(''),
    tagZh: text(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: recordedAt(),
  },
  (t) => [index('banners_active_position_idx').on(t.isActive, t.position)],
);

export const activities = pgTable(
  'activities',
  {
    id: identity(),
    title: text().notNull(),
    titleZh: text(),
    desc: text().notNull().default(''),
    descZh: text(),
    tag: text().notNull().default(''),
    tagZh: text(),
    imageUrl: text().notNull(),
    imageUrlZh: text(),
    position: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: recordedAt(),
  },
  (t) => [index('activities_active_position_idx').on(t.isActive, t.position)],
);
