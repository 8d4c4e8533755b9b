import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useRedirectTarget } from '../components/use-redirect-target';

/** /auth/register: a new account is signed in at once and goes home (or back to its redirect). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { target, query } = useRedirectTarget();
  return (
    <AuthCard
      heading={t('register.heading')}
      intro={t('register.intro')}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo={`/auth/login${query}`}
    >
      <RegisterForm onSuccess={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}
