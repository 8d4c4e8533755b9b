import type { PasswordProblem } from '@academy/contracts/password.rules';
import { useEffect, useMemo, useState } from 'react';

type PasswordRules = typeof import('@academy/contracts/password.rules');

let loading: Promise<PasswordRules> | undefined;
let loaded: PasswordRules | undefined;

/**
 * The server's password rule, fetched once: its strength estimator's dictionaries (about 1 MB)
 * would burst any page's first load, so they come with the first keystroke of a new password. A
 * failed fetch is forgotten, so the next form to ask tries again.
 */
function loadPasswordRules(): Promise<PasswordRules> {
  loading ??= import('@academy/contracts/password.rules').then(
    (rules) => {
      loaded = rules;
      return rules;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * What the server will say of a new password as it is typed: the same rule, run in the browser.
 * `isSettled` is false while the rule loads; when it cannot load, it is settled without a
 * problem, and the server keeps the last word.
 */
export function usePasswordRule(
  password: string,
  account: { email: string; currentPassword?: string },
): { problem: PasswordProblem | undefined; isSettled: boolean } {
  const [rules, setRules] = useState(loaded);
  const [hasFailed, setHasFailed] = useState(false);
  const isTyping = password !== '';
  useEffect(() => {
    if (!isTyping || rules) return;
    let isCurrent = true;
    loadPasswordRules().then(
      (loadedRules) => isCurrent && setRules(loadedRules),
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [isTyping, rules]);
  const { email, currentPassword } = account;
  const problem = useMemo(
    () =>
      rules && isTyping
        ? rules.passwordProblem(password, {
            email,
            ...(currentPassword === undefined ? {} : { currentPassword }),
          })
        : undefined,
    [rules, isTyping, password, email, currentPassword],
  );
  return { problem, isSettled: rules !== undefined || hasFailed };
}
