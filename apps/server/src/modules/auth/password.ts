import { hash, type Options, verify } from '@node-rs/argon2';

/** Argon2id's work per hash: memory in KiB and passes over it. */
export interface PasswordCost {
  memoryKib: number;
  passes: number;
}

/**
 * OWASP's Argon2id baseline (m = 19 MiB, t = 2, p = 1), set explicitly because the library's
 * defaults are weaker. Configuration may raise it; only test runs may lower it (config.ts).
 */
export const OWASP_PASSWORD_COST: PasswordCost = { memoryKib: 19_456, passes: 2 };

const argon2Options = (cost: PasswordCost): Options => ({
  // Algorithm.Argon2id: the enum is an ambient const enum, unreachable under verbatimModuleSyntax.
  algorithm: 2,
  memoryCost: cost.memoryKib,
  timeCost: cost.passes,
  parallelism: 1,
});

let options = argon2Options(OWASP_PASSWORD_COST);
let dummyHash: Promise<string> | undefined;

/**
 * Sets the cost of new hashes for this process (the start does, from the config). Stored hashes
 * carry their own parameters, so every earlier hash still verifies.
 */
export function usePasswordCost(cost: PasswordCost): void {
  options = argon2Options(cost);
  dummyHash = undefined;
}

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Spends the same work as a real verification, so an unknown email answers as slowly as a
 * wrong password and response timing does not reveal which accounts exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
