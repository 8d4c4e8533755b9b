/**
 * The notification rules, zod-free: what a learner is told about. A notification stores the event
 * (its kind and data), never a sentence; the text is rendered in the reader's language when read.
 */
export const notificationKinds = [
  'redemption_approved',
  'redemption_shipped',
  'redemption_completed',
  'redemption_rejected',
  'course_unlocked',
  'certificate_issued',
  'points_adjusted',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
