import type { FieldMessageKey } from '../../lib/field-messages';

/**
 * What is wrong with a new password beyond its length, as a field message key: the rule the
 * forms' live hint applies too (packages/contracts/src/password.rules.ts), for registration,
 * password change, reset and admin-set passwords alike. Undefined when the password may be used.
 * The rule carries the strength estimator's dictionaries (about 1.6 MB of code to parse and
 * unpack), so it loads with the first new password rather than at every start.
 */
export async function passwordProblem(
  password: string,
  account: { email: string; currentPassword?: string },
): Promise<FieldMessageKey | undefined> {
  const rules = await import('@academy/contracts/password.rules');
  return rules.passwordProblem(password, account);
}
