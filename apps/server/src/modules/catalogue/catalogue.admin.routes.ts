import { adminCourseInputSchema, adminCourseSchema } from '@academy/contracts/catalogue.admin';
import { adminTableRoutes } from '../../lib/admin-resource';

/** `/api/admin/courses` (admin only). */
export const catalogueAdminRoutes = adminTableRoutes('/courses', {
  item: adminCourseSchema,
  input: adminCourseInputSchema,
});
