import type { AdminCourse, adminCourseInputSchema } from '@academy/contracts/catalogue.admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { adminResource } from '../../lib/admin-resource';
import { camelKeys, snakeKeys } from '../../lib/case';
import type { AuditService } from '../audit/audit.service';
import { type CourseAdminRow, courseAdminStore } from './course-admin.repository';

/** A course as the admin table shows it, with its teacher and figures. */
function presentAdminCourse({ course, ...figures }: CourseAdminRow): AdminCourse {
  return {
    ...snakeKeys(course),
    ...snakeKeys(figures),
    createdAt: course.createdAt.toISOString(),
  };
}

/**
 * The courses admin table, every write audited. A course nobody has used yet may be deleted;
 * once learners unlocked or started it (or a reward offers it) it stays: set it inactive.
 */
export function createCatalogueAdmin(db: Database, audit: AuditService) {
  return adminResource({
    entity: 'course',
    db,
    audit,
    store: courseAdminStore,
    present: presentAdminCourse,
    values: (input: z.output<typeof adminCourseInputSchema>) => camelKeys(input),
  });
}
