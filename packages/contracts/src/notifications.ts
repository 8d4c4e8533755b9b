import { z } from 'zod';
import { envelope, idSchema, pageQuery } from './common';
import type { NotificationData, NotificationKind } from './notifications.rules';

export { type NotificationKind, notificationKinds } from './notifications.rules';

const rewardFacts = {
  redemption_id: z.number().int(),
  reward_name: z.string(),
  reward_name_zh: z.string().nullable(),
};
const courseFacts = {
  course_id: z.number().int(),
  course_title: z.string(),
  course_title_zh: z.string().nullable(),
};

const questionFacts = {
  question_id: z.number().int(),
  content_id: z.number().int(),
  course_id: z.number().int(),
  lesson_title: z.string(),
  lesson_title_zh: z.string().nullable(),
};

/** The facts of each kind, as the rules name them (a drift fails to compile). */
const dataSchemas = {
  redemption_approved: z.object(rewardFacts),
  redemption_shipped: z.object({ ...rewardFacts, tracking_number: z.string() }),
  redemption_completed: z.object(rewardFacts),
  redemption_rejected: z.object({
    ...rewardFacts,
    refunded_points: z.number().int(),
    note: z.string().nullable(),
  }),
  course_unlocked: z.object(courseFacts),
  certificate_issued: z.object({ ...courseFacts, code: z.string() }),
  certificate_pending: z.object(courseFacts),
  points_adjusted: z.object({ points: z.number().int(), note: z.string() }),
  question_answered: z.object(questionFacts),
  answer_accepted: z.object(questionFacts),
} satisfies { [K in NotificationKind]: z.ZodType<NotificationData[K]> };

const notificationOf = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.number().int(),
    kind: z.literal(kind),
    data: dataSchemas[kind],
    created_at: z.string(),
    /** When the learner read it; null while unread. */
    read_at: z.string().nullable(),
  });

/**
 * One notification: the event's kind and facts, never a sentence. The web writes the sentence
 * in the reader's language when it shows it (decision "trust and reach").
 */
export const notificationSchema = z.discriminatedUnion('kind', [
  notificationOf('redemption_approved'),
  notificationOf('redemption_shipped'),
  notificationOf('redemption_completed'),
  notificationOf('redemption_rejected'),
  notificationOf('course_unlocked'),
  notificationOf('certificate_issued'),
  notificationOf('certificate_pending'),
  notificationOf('points_adjusted'),
  notificationOf('question_answered'),
  notificationOf('answer_accepted'),
]);
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationListQuerySchema = z.object(pageQuery(NOTIFICATIONS_PAGE_SIZE));
export const notificationListSchema = z.object({
  list: z.array(notificationSchema),
  count: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const notificationListResponseSchema = envelope(notificationListSchema);

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const unreadCountResponseSchema = envelope(unreadCountSchema);

/** Marks some notifications read (`ids`, the learner's own only) or all of them (`all`). */
export const markReadRequestSchema = z.union([
  z.object({ ids: z.array(idSchema).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkReadRequest = z.output<typeof markReadRequestSchema>;
