/**
 * Plain rules shared by server and web without zod, so the public web bundle can use them
 * without carrying a schema library (docs/decisions/0006-web-initial-bundle.md).
 */

/** The two interface languages; `zh` is the default. */
export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'zh';
}

export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 work grows with input; a cap keeps a huge "password" from becoming a DoS. */
export const PASSWORD_MAX_LENGTH = 128;

/** One email pattern for the form and the server (zod's own default pattern). */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Server-side page cap: whatever a client asks, a page never exceeds this. */
export const MAX_PAGE_SIZE = 100;

/** The five kinds of course content (the viewer's types, also the admin's). */
export const contentTypes = ['text', 'video', 'audio', 'pdf', 'quiz'] as const;
export type ContentTypeName = (typeof contentTypes)[number];
