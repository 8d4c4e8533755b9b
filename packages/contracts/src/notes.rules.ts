/** Lesson notes, zod-free: the limits both the form and the server hold to. */

/** The longest note a learner may keep (characters, once trimmed). */
export const NOTE_MAX_LENGTH = 2000;

/** A note's playback position is a moment of the lesson: at most a day into it. */
export const NOTE_MAX_POSITION_SECONDS = 86_400;

/** Notes per page of "My notes". */
export const MY_NOTES_PAGE_SIZE = 20;
