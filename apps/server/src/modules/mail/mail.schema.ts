import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, instant, recordedAt } from '../../db/columns';

/**
 * `pending`: waits for (another) SMTP attempt; `sent`: the SMTP server took it; `kept`: no SMTP
 * server is configured, so the outbox is where it is read (an admin reads it there); `failed`:
 * the SMTP server refused it every time we tried.
 */
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sent', 'kept', 'failed']);

/**
 * Every mail the academy sends, written in the transaction of the change that causes it and
 * delivered from here (decision 0017): every instance's admin sees all of it, and a crash
 * between the request and the delivery loses none.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: mailStatusEnum().notNull(),
    /** SMTP attempts made so far (a claimed attempt counts before it is made). */
    attempts: integer().notNull().default(0),
    /** When the next attempt is due: a claim pushes it past the attempt's lease. */
    nextAttemptAt: instant().notNull().defaultNow(),
    lastError: text(),
    createdAt: recordedAt(),
    sentAt: instant(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);
