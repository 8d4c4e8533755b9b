import { href } from '@academy/contracts/app-routes';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { AuthForm } from '../../features/auth/components/auth-form';
import { CheckEmail } from '../../features/auth/components/check-email';
import { EmailField, useEmailInput } from '../../features/auth/components/email-field';
import { useAuthSubmit } from '../../features/auth/components/use-auth-submit';
import { useTranslation } from '../../lib/i18n';
import { forgotPasswordRequest } from '../../lib/session-api';

/** /auth/forgot: asks for a reset link; the answer is the same whether the address has an account. */
export function AuthForgotPage() {
  const { t } = useTranslation('auth');
  const email = useEmailInput();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting, hasAttempted, error, submit } = useAuthSubmit('forgot.failed');

  return (
    <AuthCard
      heading={sentTo ? t('checkEmail.heading') : t('forgot.heading')}
      intro={sentTo ? t('checkEmail.forgot', { email: sentTo }) : t('forgot.intro')}
      switchText={t('forgot.remembered')}
      switchLabel={t('register.toLogin')}
      switchTo={href('login')}
    >
      {sentTo ? (
        <CheckEmail hint={t('checkEmail.resetHint')} onAgain={() => setSentTo(null)} />
      ) : (
        <AuthForm
          onSubmit={submit(email.isValid, async () => {
            await forgotPasswordRequest(email.value);
            setSentTo(email.value.trim().toLowerCase());
          })}
          error={error}
        >
          <EmailField {...email} forceShowError={hasAttempted} />
          <Button type="submit" disabled={!email.isValid} isLoading={isSubmitting} className="py-3">
            {t('forgot.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthCard>
  );
}

export { AuthForgotPage as Component };
