import { useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/safe-redirect';

/** `?redirect=…` to carry over when switching between login and register, or ''. */
export function useRedirectQuery(): string {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return redirect ? `?${new URLSearchParams({ redirect: safeRedirect(redirect) })}` : '';
}
