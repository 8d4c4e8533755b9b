import type { PasswordProblem } from '@academy/contracts/password.rules';
import { useEffect, useMemo, useState } from 'react';
import { importChunk } from './load-chunk';

type PasswordRules = typeof import('@academy/contracts/password.rules');

let loading: Promise<PasswordRules> | undefined;
let loaded: PasswordRules | undefined;

/**
 * The server's password rule, fetched once: its strength estimator's dictionaries (about 1 MB)
 * would burst any page's first load, so they come with the first keystroke of a new password.
 * A fetch that fails after its retries is tried again after the user's retry of a failed page.
 */
export function loadPasswordRules(): Promise<PasswordRules> {
  loading ??= importChunk(
    () => import('@academy/contracts/password.rules'),
    () => {
      loading = undefined;
    },
  ).then((rules) => {
    loaded = rules;
    return rules;
  });
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
