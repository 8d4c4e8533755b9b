import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@academy/contracts/rules';

/** The same email rule the server applies. */
export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** The password hint's state under the server's length rules. */
export function passwordState(password: string): 'valid' | 'tooShort' | 'tooLong' {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return password.length > PASSWORD_MAX_LENGTH ? 'tooLong' : 'valid';
}
