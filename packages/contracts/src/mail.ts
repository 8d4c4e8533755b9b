import { z } from 'zod';
import { envelope, pageQuery } from './common';

/** The outbox: every mail the academy sent or keeps, with its delivery status (admin only). */
export const outboxQuerySchema = z.object(pageQuery(20));

export const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending: waiting for SMTP; sent: handed to SMTP; kept: no SMTP, read here; failed: refused. */
  status: z.enum(['pending', 'sent', 'kept', 'failed']),
  created_at: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxListResponseSchema = envelope(
  z.object({ list: z.array(outboxEntrySchema), count: z.number().int() }),
);

export const outboxMessageSchema = outboxEntrySchema.extend({ text: z.string(), html: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxMessageResponseSchema = envelope(outboxMessageSchema);

export const outboxParamsSchema = z.object({ messageId: z.string().max(40) });
