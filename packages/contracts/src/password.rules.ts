/**
 * Whether a new password may be used: one rule for registration, password change, reset and
 * admin-set passwords on the server, and for the forms' live hint, so the hint says what the
 * server will say. Zod-free, but it carries the strength estimator's dictionaries (about 1 MB):
 * the web imports it only lazily, once someone types a new password.
 */
import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as commonPack from '@zxcvbn-ts/language-common';
import * as englishPack from '@zxcvbn-ts/language-en';
import { pinyinWords } from './pinyin-words';

/**
 * The least score (0–4) a password needs: 3 stands for about 10⁸ guesses, out of reach of an
 * online attack and costly offline against our Argon2 hashes; 2 falls to a cracker's top lists.
 */
export const PASSWORD_MIN_SCORE = 3;

/** The academy's names as someone might type them: guessed first by anyone who targets us. */
export const PRODUCT_NAMES = ['academy', 'touzixueyuan', '投资学院'] as const;

/** Each way a password may be refused: a field message key, worded in the contracts' locales. */
export type PasswordProblem =
  | 'passwordBlank'
  | 'passwordIsEmail'
  | 'passwordHasProductName'
  | 'passwordTooCommon'
  | 'passwordWeak'
  | 'passwordUnchanged';

let estimator: ZxcvbnFactory | undefined;

/**
 * Built on first use: ranking the dictionaries takes a tenth of a second. The estimator's work
 * grows fast with length and with l33t characters (a second for 128 of them by its defaults, on
 * a request anyone may send), so it judges the first 64 characters, whose guessability bounds
 * the whole's, and tries at most 12 l33t substitutions: tens of milliseconds at worst.
 */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonPack.dictionary, ...englishPack.dictionary, pinyin: [...pinyinWords] },
    graphs: commonPack.adjacencyGraphs,
    maxLength: 64,
    l33tMaxSubstitutions: 12,
  });
  return estimator;
}

/**
 * The parts of an address someone might build a password from: the address, its local part, that
 * part's letters and digits run together, and the words of both without the top-level domain
 * (wang.yang88@qq.com: wangyang88, wang, yang88). Words under three characters are left to the
 * dictionaries, so "li" in an address does not make every weak password with "li" in it about
 * the email.
 */
export function emailParts(email: string): string[] {
  const address = email.trim().toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  const words = [
    local.replace(/[^\p{L}\p{N}]/gu, ''),
    ...local.split(/[^\p{L}\p{N}]+/u),
    ...domain.split('.').slice(0, -1),
  ];
  const parts = [address, local, ...words.filter((word) => word.length >= 3)];
  return [...new Set(parts.filter((part) => part !== ''))];
}

const isDictionaryMatch = (match: MatchExtended) => match.pattern === 'dictionary';

/**
 * What is wrong with a new password beyond its length (the contracts' schemas check that):
 * nothing but whitespace; the account's email, or too weak with its parts or the academy's name
 * in it; a common password or word by itself; otherwise too easy to guess (a score under
 * PASSWORD_MIN_SCORE: aaaaaaaa, abcdefgh); or the password it replaces. Undefined when it may
 * be used.
 */
export function passwordProblem(
  password: string,
  account: { email: string; currentPassword?: string },
): PasswordProblem | undefined {
  if (password.trim() === '') return 'passwordBlank';
  const parts = emailParts(account.email);
  if (parts.slice(0, 2).includes(password.trim().toLowerCase())) return 'passwordIsEmail';
  const result = strengthEstimator().check(password, [...parts, ...PRODUCT_NAMES]);
  if (result.score < PASSWORD_MIN_SCORE) {
    const userWords = result.sequence
      .filter((match) => isDictionaryMatch(match) && match.dictionaryName === 'userInputs')
      .map((match) => String(match.matchedWord));
    if (userWords.some((word) => parts.includes(word))) return 'passwordIsEmail';
    if (userWords.length > 0) return 'passwordHasProductName';
    const [only] = result.sequence;
    return result.sequence.length === 1 && only && isDictionaryMatch(only)
      ? 'passwordTooCommon'
      : 'passwordWeak';
  }
  if (account.currentPassword !== undefined && password === account.currentPassword) {
    return 'passwordUnchanged';
  }
  return undefined;
}
