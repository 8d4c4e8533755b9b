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
  'certificate_pending',
  'points_adjusted',
  'question_answered',
  'answer_accepted',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A reward as a notification names it, in both languages. */
interface RewardFacts {
  redemption_id: number;
  reward_name: string;
  reward_name_zh: string | null;
}

/** A course as a notification names it, in both languages. */
interface CourseFacts {
  course_id: number;
  course_title: string;
  course_title_zh: string | null;
}

/** A question on a lesson as a notification names it: where it was asked, in both languages. */
interface QuestionFacts {
  question_id: number;
  content_id: number;
  course_id: number;
  lesson_title: string;
  lesson_title_zh: string | null;
}

/** The facts each kind of notification stores; its text is rendered from them when read. */
export interface NotificationData {
  redemption_approved: RewardFacts;
  redemption_shipped: RewardFacts & { tracking_number: string };
  redemption_completed: RewardFacts;
  redemption_rejected: RewardFacts & { refunded_points: number; note: string | null };
  course_unlocked: CourseFacts;
  certificate_issued: CourseFacts & { code: string };
  /** The course is finished, and its certificate waits for the name to print on it. */
  certificate_pending: CourseFacts;
  /** `points` is signed: positive when the admin added points. */
  points_adjusted: { points: number; note: string };
  /** The course's teacher (or an admin) answered the learner's question. */
  question_answered: QuestionFacts;
  /** An answer to the learner's question was marked the accepted one. */
  answer_accepted: QuestionFacts;
}
