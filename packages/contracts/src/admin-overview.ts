/** The admin area's overview: the dashboard's figures and feed, and uploads. */
import { z } from 'zod';
import { envelope } from './common';
import { type RedemptionStatus, redemptionStatuses } from './rewards.rules';

const timestamp = z.string();

// Dashboard
export const adminStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalCourses: z.number().int(),
  totalEnrollments: z.number().int(),
  totalTeachers: z.number().int(),
  /** Points spent this month (the academy takes no money). */
  monthlyRevenue: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
/** A name in both languages: the web shows `title_zh` to a Chinese reader when there is one. */
const bilingualName = z.object({ title: z.string(), title_zh: z.string().nullable() });
export type BilingualName = z.infer<typeof bilingualName>;
/** What points were spent on (a `payment` event); `signin_makeup` is a make-up (补签). */
export const spendKinds = ['course_unlock', 'redemption', 'adjustment', 'signin_makeup'] as const;
/**
 * One line of the dashboard's feed, as data: the web writes the sentence in the reader's
 * language from its type, names and figures (never text the server wrote in one language).
 */
export const adminActivityFeedItemSchema = z.object({
  id: z.string(),
  type: z.enum(['registration', 'enrollment', 'completion', 'payment', 'review']),
  user: z.string(),
  user_id: z.number().int(),
  /** For a payment: what the points bought, when the ledger says so. */
  spend: z.enum(spendKinds).nullable(),
  course_id: z.number().int().nullable(),
  /** The course enrolled in, reviewed, unlocked, or whose lesson was completed. */
  course: bilingualName.nullable(),
  /** The lesson completed. */
  lesson: bilingualName.nullable(),
  /** The reward redeemed. */
  reward: bilingualName.nullable(),
  /** A points adjustment's reason, as the admin wrote it. */
  note: z.string().nullable(),
  amount: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  timestamp,
});
export type AdminActivityFeedItem = z.infer<typeof adminActivityFeedItemSchema>;

// Dashboard charts
/** The periods the charts cover, in academy days ending today. */
export const chartPeriods = [30, 90] as const;
export const adminChartsQuerySchema = z.object({
  days: z.enum(['30', '90']).default('30').transform(Number),
});
/** One academy day of the charts: each figure counted in the academy's time zone. */
export const adminChartDaySchema = z.object({
  /** `YYYY-MM-DD`, an academy day. */
  day: z.string(),
  /** Learners who signed in, made lesson progress or took a quiz that day. */
  activeLearners: z.number().int(),
  signIns: z.number().int(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  unlocks: z.number().int(),
  /** Redemptions made that day, by the status they are in now. */
  redemptions: z.object(
    Object.fromEntries(redemptionStatuses.map((status) => [status, z.number().int()])) as Record<
      RedemptionStatus,
      z.ZodNumber
    >,
  ),
});
export type AdminChartDay = z.infer<typeof adminChartDaySchema>;
/** A course among the most learned: learners who have it, and the share who finished it. */
export const adminTopCourseSchema = bilingualName.extend({
  id: z.number().int(),
  learners: z.number().int(),
  completed: z.number().int(),
});
export type AdminTopCourse = z.infer<typeof adminTopCourseSchema>;
export const adminChartsSchema = z.object({
  days: z.number().int(),
  daily: z.array(adminChartDaySchema),
  topCourses: z.array(adminTopCourseSchema),
});
export type AdminCharts = z.infer<typeof adminChartsSchema>;

// Uploads
/** What an upload may be; `captions` is a WebVTT file for a video lesson. */
export const uploadKindSchema = z.enum(['image', 'video', 'audio', 'pdf', 'captions']);
export type UploadKind = z.infer<typeof uploadKindSchema>;
export const uploadResponseSchema = envelope(
  z.object({ url: z.string(), kind: uploadKindSchema, size: z.number().int() }),
);
