import { href } from '@academy/contracts/app-routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../features/auth/components/auth-card';
import { describeError } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * /auth/link?token=…: the link of a sign-in mail, the owner's way in while an account is locked
 * by strangers' guesses. It signs in once and lifts the lock; a spent or expired link says so,
 * with the way to ask for another.
 */
export function AuthLinkPage() {
  const { t } = useTranslation('auth');
  const { signInWithLink } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : t('link.noToken'));
  // One use per page view, even when React runs effects twice in development.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    signInWithLink(token)
      .then(() => navigate('/', { replace: true }))
      .catch((caught: unknown) => setError(describeError(caught, t, t('link.failed'))));
  }, [token, signInWithLink, navigate, t]);

  return (
    <AuthCard
      heading={t('link.heading')}
      intro={error ? t('link.failedIntro') : t('link.intro')}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo={href('login')}
    >
      {error ? (
        <div className="flex flex-col gap-4">
          <ErrorBanner>{error}</ErrorBanner>
          <Link to={href('login')} className="font-semibold text-teal-700 underline">
            {t('link.askAgain')}
          </Link>
        </div>
      ) : (
        <div className="flex justify-center py-6 text-teal-700">
          <Spinner label={t('link.working')} />
        </div>
      )}
    </AuthCard>
  );
}

export { AuthLinkPage as Component };
