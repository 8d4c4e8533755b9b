import type { AdminTeacher, adminTeacherInputSchema } from '@academy/contracts/teachers.admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { adminResource } from '../../lib/admin-resource';
import { camelKeys, snakeKeys } from '../../lib/case';
import type { AuditService } from '../audit/audit.service';
import { type TeacherAdminRow, teacherAdminStore } from './teachers.repository';

/** A teacher as the admin table shows it: the profile, the linked account and the figures. */
function presentAdminTeacher(row: TeacherAdminRow): AdminTeacher {
  return {
    ...snakeKeys(row.teacher),
    email: row.email,
    courses: row.courses,
    students: row.students,
    joinedDate: row.teacher.createdAt.toISOString(),
  };
}

/** The teachers admin table, every write audited. */
export function createTeachersAdmin(db: Database, audit: AuditService) {
  return adminResource({
    entity: 'teacher',
    db,
    audit,
    store: teacherAdminStore,
    present: presentAdminTeacher,
    values: (input: z.output<typeof adminTeacherInputSchema>) => camelKeys(input),
  });
}
