import type { AdminActivityFeedItem, BilingualName } from '@academy/contracts/admin-overview';
import type { Locale } from '@academy/contracts/rules';
import type { TFunction } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** A piece of a feed line: plain text, or a name the dashboard sets apart (a link, bold). */
export type LinePart = string | { slot: 'user' | 'course' | 'lesson' | 'reward'; text: string };

/** The `admin:activityLine.*` sentence an event reads as. */
export function activityLineKey(item: AdminActivityFeedItem): string {
  if (item.type !== 'payment') return `activityLine.${item.type}`;
  if (item.spend === 'course_unlock' && item.course) return 'activityLine.courseUnlock';
  if (item.spend === 'redemption' && item.reward) return 'activityLine.redemption';
  if (item.spend === 'signin_makeup') return 'activityLine.makeUp';
  if (item.note) return 'activityLine.adjustment';
  return 'activityLine.payment';
}

const nameIn = (name: BilingualName | null, locale: Locale) =>
  name ? localized(name, 'title', locale) : '';

/**
 * One feed event as a sentence in the reader's language: the template from admin.json with the
 * learner and the course, lesson or reward in that language (English when there is no Chinese).
 */
export function activityLine(
  item: AdminActivityFeedItem,
  t: TFunction,
  locale: Locale,
): LinePart[] {
  const slots = {
    user: item.user,
    course: nameIn(item.course, locale),
    lesson: nameIn(item.lesson, locale),
    reward: nameIn(item.reward, locale),
  };
  // Without values the template keeps its {{placeholders}}, which become the parts.
  const template = t(activityLineKey(item));
  const parts: LinePart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
    const name = match[1] ?? '';
    if (match.index > last) parts.push(template.slice(last, match.index));
    if (name === 'note') parts.push(item.note ?? '');
    else if (name in slots) {
      const slot = name as keyof typeof slots;
      parts.push({ slot, text: slots[slot] });
    } else parts.push(match[0]);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

/** A feed line as plain text (screen readers' summary, tests). */
export const lineText = (parts: LinePart[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
