import { z } from 'zod';
import { CERTIFICATE_NAME_MAX_LENGTH } from './certificates.rules';
import { envelope, pageOf, pageQuery } from './common';

/**
 * Any text up to 64 characters: a code that is not one of ours is an honest 404, never a
 * validation error, so the public page says "not found" for a mistyped link.
 */
export const certificateQuerySchema = z.object({ code: z.string().trim().toLowerCase().max(64) });

/**
 * What a certificate proves, and all that anyone holding its code may read: the learner's
 * display name, the course and its teacher in both languages, and the day it was issued. No
 * email, no user id. `issued_day` is the academy's calendar day of issue (YYYY-MM-DD in the
 * academy's time zone): the page, the profile and the PDF print that day, whatever the reader's
 * zone.
 */
export const certificateSchema = z.object({
  learner_name: z.string(),
  course_title: z.string(),
  course_title_zh: z.string().nullable(),
  teacher_name: z.string(),
  teacher_name_zh: z.string().nullable(),
  issued_at: z.string(),
  issued_day: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificateResponseSchema = envelope(certificateSchema);

/**
 * A certificate in its owner's list: with its code (the public page and the PDF) and course.
 * Null `issued_at` and `issued_day`: it waits for the name to print on it (no public page, no
 * PDF yet).
 */
export const ownCertificateSchema = certificateSchema.extend({
  code: z.string(),
  course_id: z.number().int(),
  issued_at: z.string().nullable(),
  issued_day: z.string().nullable(),
});
export type OwnCertificate = z.infer<typeof ownCertificateSchema>;
export const ownCertificateResponseSchema = envelope(ownCertificateSchema);

/**
 * The name a pending certificate is issued with, given once by its owner. The same rule as the
 * profile's name: trimmed, not empty, at most 100 characters.
 */
export const certificateNameSchema = z.string().trim().min(1).max(CERTIFICATE_NAME_MAX_LENGTH);
export const nameCertificateRequestSchema = z.object({
  code: z.string().trim().toLowerCase().max(64),
  learner_name: certificateNameSchema,
});
export type NameCertificateRequest = z.input<typeof nameCertificateRequestSchema>;

export const CERTIFICATES_PAGE_SIZE = 10;
export const certificateListQuerySchema = z.object(pageQuery(CERTIFICATES_PAGE_SIZE));
export const certificateListSchema = pageOf(ownCertificateSchema);
export type CertificateList = z.infer<typeof certificateListSchema>;
export const certificateListResponseSchema = envelope(certificateListSchema);
