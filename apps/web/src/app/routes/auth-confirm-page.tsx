import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard } from '../../features/auth/components/auth-card';
import { describeError } from '../../lib/errors';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * /auth/confirm?token=…: the link of a registration mail. It confirms the address once and
 * signs its owner in; a spent or expired link says so, with the way back to signing in.
 */
export function AuthConfirmPage() {
  const { t } = useTranslation('auth');
  const { confirmEmail } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : t('confirm.noToken'));
  // One confirmation per page view, even when React runs effects twice in development.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    confirmEmail(token)
      .then(() => navigate('/', { replace: true }))
      .catch((caught: unknown) => setError(describeError(caught, t, t('confirm.failed'))));
  }, [token, confirmEmail, navigate, t]);

  return (
    <AuthCard
      heading={t('confirm.heading')}
      intro={error ? t('confirm.failedIntro') : t('confirm.intro')}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo="/auth/login"
    >
      {error ? (
        <ErrorBanner>{error}</ErrorBanner>
      ) : (
        <div className="flex justify-center py-6 text-teal-700">
          <Spinner label={t('confirm.working')} />
        </div>
      )}
    </AuthCard>
  );
}

export { AuthConfirmPage as Component };
