import { z } from 'zod';
import { adminListQuerySchema, timestamp } from './admin';
import { bulkItemById, bulkItems, pageFields } from './admin-bulk';
import { roleSchema } from './auth';
import { requiredText } from './common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

// The admin's users (accounts).
export const userStatusSchema = z.enum(['active', 'disabled']);
const adminEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const adminUserCreateSchema = z.object({
  name: requiredText(100),
  email: adminEmail,
  role: roleSchema,
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
export const adminUserUpdateSchema = z.object({
  name: requiredText(100),
  email: adminEmail,
  role: roleSchema,
  status: userStatusSchema.default('active'),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
export const adminPasswordResetSchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  available_points: z.number().int(),
  createdAt: timestamp,
  last_active_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// Bulk and export
/** Disable or enable accounts. */
export const userBulkSchema = z.object({
  action: z.enum(['disable', 'enable']),
  items: bulkItems(bulkItemById),
});
export type UserBulk = z.input<typeof userBulkSchema>;
export const userExportQuerySchema = adminListQuerySchema.omit(pageFields);
