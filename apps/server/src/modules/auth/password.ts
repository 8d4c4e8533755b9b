import { hash, type Options, verify } from '@node-rs/argon2';

/**
 * OWASP's Argon2id baseline (m = 19 MiB, t = 2, p = 1), set explicitly because the
 * library's defaults are weaker.
 */
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: the enum is an ambient const enum, unreachable under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, so an unknown email answers as slowly as a
 * wrong password and response timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
