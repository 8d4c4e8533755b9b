/**
 * The certificate rules, zod-free: the server makes and checks codes with them, and the web
 * builds the public page's address from them.
 */

/**
 * A verification code: 160 random bits in lowercase base32 (RFC 4648's alphabet), 32 characters.
 * Lowercase letters and 2–7 only, so a code read aloud or typed from paper has no 0/O or 1/l.
 */
export const CERTIFICATE_CODE_PATTERN = /^[a-z2-7]{32}$/;

export function isCertificateCode(value: string): boolean {
  return CERTIFICATE_CODE_PATTERN.test(value);
}

/** The public page of a certificate, where anyone can verify it. */
export const certificatePath = (code: string) => `/certificates/${code}`;

/** The longest name a certificate prints: the profile's limit, so any profile name fits. */
export const CERTIFICATE_NAME_MAX_LENGTH = 100;
