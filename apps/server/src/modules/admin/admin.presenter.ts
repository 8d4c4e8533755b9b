import type { AdminUser } from '@academy/contracts/admin';
import type { AdminRepository } from './admin.repository';

type Row<K extends keyof AdminRepository> = AdminRepository[K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R extends { rows: (infer Item)[] }
    ? Item
    : R extends (infer Item)[]
      ? Item
      : NonNullable<R>
  : never;

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** An account as admins see it: never its password hash or lock state. */
export function presentAdminUser(
  user: Row<'findUser'>,
  lastActive: Date | string | null = null,
): AdminUser {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    role: user.role,
    status: user.status,
    available_points: user.availablePoints,
    createdAt: user.createdAt.toISOString(),
    last_active_at: iso(lastActive),
  };
}
