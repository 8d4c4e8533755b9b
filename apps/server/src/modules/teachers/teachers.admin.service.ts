import type { AdminTeacher, adminTeacherInputSchema } from '@academy/contracts/teachers.admin';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { adminResource } from '../../lib/admin-resource';
import { AppError } from '../../lib/app-error';
import { camelKeys, snakeKeys } from '../../lib/case';
import type { AuditService } from '../audit/audit.service';
import { accountRoleIn, type TeacherAdminRow, teacherAdminStore } from './teachers.repository';

/** A teacher as the admin table shows it: the profile, the linked account and the figures. */
function presentAdminTeacher({ teacher, ...figures }: TeacherAdminRow): AdminTeacher {
  return {
    ...snakeKeys(teacher),
    ...snakeKeys(figures),
    joinedDate: teacher.createdAt.toISOString(),
  };
}

type TeacherInput = z.output<typeof adminTeacherInputSchema>;

/**
 * A profile is linked only to a teacher's account, which then opens the teacher's workspace
 * (decision 0043); an account teaches as one profile at most (a unique key, answered 409).
 */
async function checkLinkedAccount(tx: Database, input: TeacherInput) {
  if (input.user_id === null) return;
  if ((await accountRoleIn(tx, input.user_id)) !== 'teacher') {
    throw new AppError('VALIDATION_FAILED', { user_id: 'teacherAccountOnly' });
  }
}

/** The teachers admin table, every write audited. */
export function createTeachersAdmin(db: Database, audit: AuditService) {
  return adminResource({
    entity: 'teacher',
    db,
    audit,
    store: teacherAdminStore,
    present: presentAdminTeacher,
    values: (input: TeacherInput) => camelKeys(input),
    check: checkLinkedAccount,
  });
}
