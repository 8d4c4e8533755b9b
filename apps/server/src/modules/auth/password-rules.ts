import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FieldMessageKey } from '../../lib/field-messages';
import { serverRoot } from '../../lib/server-root';

let commonPasswords: Set<string> | undefined;

/** The shipped list of the most common passwords, read once on first use (~90 kB). */
function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(path.join(serverRoot, 'src', 'modules', 'auth', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * What is wrong with a new password beyond its length (the contract checks that): nothing but
 * whitespace, one of the most common passwords, the account's own email or its local part, or
 * the password it replaces. The same rules for registration, password change, reset and
 * admin-set passwords. Undefined when the password may be used.
 */
export function passwordProblem(
  password: string,
  account: { email: string; currentPassword?: string },
): FieldMessageKey | undefined {
  if (password.trim() === '') return 'passwordBlank';
  const lower = password.trim().toLowerCase();
  const email = account.email.trim().toLowerCase();
  if (lower === email || lower === email.split('@')[0]) return 'passwordIsEmail';
  if (isCommon(password.trim())) return 'passwordTooCommon';
  if (account.currentPassword !== undefined && password === account.currentPassword) {
    return 'passwordUnchanged';
  }
  return undefined;
}
