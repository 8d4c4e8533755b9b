/** Questions and answers on lessons, zod-free: the limits both the forms and the server hold to. */

/** The longest question a learner may ask (characters, once trimmed). */
export const QUESTION_MAX_LENGTH = 1000;

/** The longest answer (characters, once trimmed). */
export const ANSWER_MAX_LENGTH = 2000;

/** The longest reason a moderator gives for hiding a post. */
export const HIDE_REASON_MAX_LENGTH = 200;

/** A question's playback position is a moment of the lesson: at most a day into it. */
export const QUESTION_MAX_POSITION_SECONDS = 86_400;

/** Questions per page on a lesson. */
export const QUESTIONS_PAGE_SIZE = 10;

/** How a lesson's questions are ordered: newest first, or most marked helpful first. */
export const questionSorts = ['newest', 'helpful'] as const;
export type QuestionSort = (typeof questionSorts)[number];
