import { z } from 'zod';
import { envelope, pageSchema, pageSizeSchema } from './common';

/** The outbox: mail written to DATA_DIR when no SMTP server is configured (admin only). */
export const outboxQuerySchema = z.object({ page: pageSchema, page_size: pageSizeSchema(20) });

export const outboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
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
