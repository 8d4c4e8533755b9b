import { z } from 'zod';
import { envelope, pageSchema, pageSizeSchema } from './common';

/**
 * Any text up to 64 characters: a code that is not one of ours is an honest 404, never a
 * validation error, so the public page says "not found" for a mistyped link.
 */
export const certificateQuerySchema = z.object({ code: z.string().trim().toLowerCase().max(64) });

/**
 * What a certificate proves, and all that anyone holding its code may read: the learner's
 * display name, the course and its teacher in both languages, and the day it was issued. No
 * email, no user id.
 */
export const certificateSchema = z.object({
  learner_name: z.string(),
  course_title: z.string(),
  course_title_zh: z.string().nullable(),
  teacher_name: z.string(),
  teacher_name_zh: z.string().nullable(),
  issued_at: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateResponseSchema = envelope(certificateSchema);

/** A certificate in its owner's list: with its code (the public page and the PDF) and course. */
export const ownCertificateSchema = certificateSchema.extend({
  code: z.string(),
  course_id: z.number().int(),
});
export type OwnCertificate = z.infer<typeof ownCertificateSchema>;

export const CERTIFICATES_PAGE_SIZE = 10;
export const certificateListQuerySchema = z.object({
  page: pageSchema,
  page_size: pageSizeSchema(CERTIFICATES_PAGE_SIZE),
});
export const certificateListSchema = z.object({
  list: z.array(ownCertificateSchema),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CertificateList = z.infer<typeof certificateListSchema>;
export const certificateListResponseSchema = envelope(certificateListSchema);
