import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/safe-redirect';

/** Where to go after signing in: the guarded page the user came from, else home. */
export function useRedirectTarget(): { target: string; query: string } {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return {
    target: safeRedirect(redirect),
    query: redirect ? `?${new URLSearchParams({ redirect: safeRedirect(redirect) })}` : '',
  };
}
