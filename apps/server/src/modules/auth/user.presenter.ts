import type { User } from '@academy/contracts/auth';
import type { UserRow } from './auth.repository';

/** The one shape a user takes on the wire; the password hash and lock state never leave. */
export function presentUser(
  row: Pick<
    UserRow,
    'id' | 'email' | 'fullName' | 'avatar' | 'role' | 'languagePreference' | 'createdAt'
  > & { availablePoints: number },
): User {
  return {
    user_id: row.id,
    email: row.email,
    full_name: row.fullName,
    avatar: row.avatar,
    role: row.role,
    language_preference: row.languagePreference,
    available_points: row.availablePoints,
    created_at: row.createdAt.toISOString(),
  };
}
