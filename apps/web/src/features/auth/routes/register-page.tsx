import { useTranslation } from '../../../lib/i18n';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useRedirectQuery } from '../components/use-redirect-query';

/** /auth/register: a new account is signed in at once and goes home (or back to its redirect). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const redirectQuery = useRedirectQuery();
  return (
    <AuthCard
      heading={t('register.heading')}
      intro={t('register.intro')}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo={`/auth/login${redirectQuery}`}
    >
      <RegisterForm />
    </AuthCard>
  );
}
