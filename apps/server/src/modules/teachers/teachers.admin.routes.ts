import { adminTeacherInputSchema, adminTeacherSchema } from '@academy/contracts/teachers.admin';
import { adminTableRoutes } from '../../lib/admin-resource';

/** `/api/admin/teachers` (admin only). */
export const teachersAdminRoutes = adminTableRoutes('/teachers', {
  item: adminTeacherSchema,
  input: adminTeacherInputSchema,
});
