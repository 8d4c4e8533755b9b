import { href } from '@academy/contracts/app-routes';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useRedirectQuery } from '../../features/auth/components/use-redirect-query';
import { useTranslation } from '../../lib/i18n';

/** /auth/login and /login; after success the guest-only guard returns the user where they were going. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const redirectQuery = useRedirectQuery();
  return (
    <AuthCard
      heading={t('login.heading')}
      intro={t('login.intro')}
      switchText={t('login.noAccount')}
      switchLabel={t('login.toRegister')}
      switchTo={`${href('register')}${redirectQuery}`}
    >
      <LoginForm />
    </AuthCard>
  );
}

export { LoginPage as Component };
