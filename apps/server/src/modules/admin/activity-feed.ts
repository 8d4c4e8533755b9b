import {
  type AdminActivityFeedItem,
  type BilingualName,
  spendKinds,
} from '@academy/contracts/admin-overview';
import type { ActivityEventRow } from './admin.repository';

type Spend = NonNullable<AdminActivityFeedItem['spend']>;

const named = (title: string | null, titleZh: string | null): BilingualName | null =>
  title ? { title, title_zh: titleZh } : null;

/** What a spend bought, from the ledger's reason (an admin's deduction is an adjustment). */
function spendOf(reason: string | null): Spend | null {
  if (reason === 'admin_adjustment') return 'adjustment';
  return spendKinds.find((kind) => kind === reason) ?? null;
}

/**
 * One event of the owners' views as data for the feed: the kind, the course, lesson or reward
 * it names in both languages, and its figures. The sentence is the web's to write, in the
 * reader's language.
 */
export function presentActivity(row: ActivityEventRow): AdminActivityFeedItem {
  return {
    id: row.id,
    type: row.type,
    user: row.user_name,
    user_id: row.user_id,
    spend: row.type === 'payment' ? spendOf(row.spend) : null,
    course_id: row.course_id,
    course: named(row.course_title, row.course_title_zh),
    lesson: named(row.lesson_title, row.lesson_title_zh),
    reward: named(row.reward_title, row.reward_title_zh),
    note: row.note,
    amount: row.amount === null ? null : Number(row.amount),
    rating: row.rating === null ? null : Number(row.rating),
    timestamp: new Date(row.at).toISOString(),
  };
}
