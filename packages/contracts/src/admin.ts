import { z } from 'zod';
import { envelope, idSchema, pageOf, pageQuery } from './common';

// What every admin table shares: an id in the path, a page with search and sort, and the field
// shapes of bilingual texts and media. Each feature's admin contract is its own `<feature>.admin.ts`.

export const adminIdParamsSchema = z.object({ id: idSchema });

/** Every admin table: a page, a search term and a sort column with a direction. */
export const adminListQuerySchema = z.object({
  ...pageQuery(10),
  search: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/)
    .optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** A page of an admin table. */
export function adminPage<T extends z.ZodType>(item: T) {
  return envelope(pageOf(item));
}
export interface AdminPage<T> {
  list: T[];
  count: number;
  page: number;
  page_size: number;
}

/** An optional Chinese text: empty means "not translated yet" (the UI marks it). */
export const zhText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
export const mediaPath = z
  .string()
  .trim()
  .regex(/^\/media\/[\w./-]+$/)
  .max(300);
export const optionalMedia = mediaPath
  .nullish()
  .or(z.literal(''))
  .transform((value) => value || null);
export const timestamp = z.string();
