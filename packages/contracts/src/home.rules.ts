/**
 * Home page rules, zod-free: the server validates admin input with them (the admin form shows
 * its field errors) and the carousel follows them.
 */

/** What a link an admin entered is: none, a path of ours, another site, or not a link we follow. */
export type LinkKind = 'none' | 'internal' | 'external' | 'invalid';

/**
 * The one link rule (banners, and any admin-entered link): internal is a path that starts with
 * exactly one `/`; external is an absolute http(s) URL with a host. `//host`, `/\host`,
 * `\\host`, `http:/host`, `javascript:`, whitespace or control characters inside: invalid —
 * browsers read several of those as another site.
 */
export function linkKind(link: string): LinkKind {
  if (link === '') return 'none';
  if (/[\s\\\p{Cc}]/u.test(link)) return 'invalid';
  if (/^\/(?!\/)/.test(link)) return 'internal';
  return /^https?:\/\/[^/?#]/i.test(link) ? 'external' : 'invalid';
}
