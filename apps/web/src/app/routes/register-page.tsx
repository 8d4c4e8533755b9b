import { href } from '@academy/contracts/app-routes';
import { useState } from 'react';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CheckEmail } from '../../features/auth/components/check-email';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useRedirectQuery } from '../../features/auth/components/use-redirect-query';
import { useTranslation } from '../../lib/i18n';

/**
 * /auth/register: the account starts from the link mailed to the address, so a sent form shows
 * "check your email" (the same for a new and a taken address).
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const redirectQuery = useRedirectQuery();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard
      heading={sentTo ? t('checkEmail.heading') : t('register.heading')}
      intro={sentTo ? t('checkEmail.registered', { email: sentTo }) : t('register.intro')}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo={`${href('login')}${redirectQuery}`}
    >
      {sentTo ? (
        <CheckEmail hint={t('checkEmail.confirmHint')} onAgain={() => setSentTo(null)} />
      ) : (
        <RegisterForm onRegistered={setSentTo} />
      )}
    </AuthCard>
  );
}

export { RegisterPage as Component };
