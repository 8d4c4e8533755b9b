import { passwordProblem as sharedPasswordProblem } from '@academy/contracts/password.rules';
import type { FieldMessageKey } from '../../lib/field-messages';

/**
 * What is wrong with a new password beyond its length, as a field message key: the rule the
 * forms' live hint applies too (packages/contracts/src/password.rules.ts), for registration,
 * password change, reset and admin-set passwords alike. Undefined when the password may be used.
 */
export function passwordProblem(
  password: string,
  account: { email: string; currentPassword?: string },
): FieldMessageKey | undefined {
  return sharedPasswordProblem(password, account);
}
