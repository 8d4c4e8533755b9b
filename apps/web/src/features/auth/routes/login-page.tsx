import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { useRedirectTarget } from '../components/use-redirect-target';

/** /auth/login and /login: back to the guarded page after success, else home. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { target, query } = useRedirectTarget();
  return (
    <AuthCard
      heading={t('login.heading')}
      intro={t('login.intro')}
      switchText={t('login.noAccount')}
      switchLabel={t('login.toRegister')}
      switchTo={`/auth/register${query}`}
    >
      <LoginForm onSuccess={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
