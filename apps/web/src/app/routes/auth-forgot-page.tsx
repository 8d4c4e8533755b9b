import { useState } from 'react';
import { ErrorBanner } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { CheckEmail } from '../../features/auth/components/check-email';
import { isValidEmail } from '../../features/auth/components/credential-rules';
import { EmailField } from '../../features/auth/components/email-field';
import { useAuthSubmit } from '../../features/auth/components/use-auth-submit';
import { useTranslation } from '../../lib/i18n';
import { forgotPasswordRequest } from '../../lib/session-api';

/** /auth/forgot: asks for a reset link; the answer is the same whether the address has an account. */
export function AuthForgotPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting, hasAttempted, error, submit } = useAuthSubmit('forgot.failed');
  const isEmailValid = isValidEmail(email);

  return (
    <AuthCard
      heading={sentTo ? t('checkEmail.heading') : t('forgot.heading')}
      intro={sentTo ? t('checkEmail.forgot', { email: sentTo }) : t('forgot.intro')}
      switchText={t('forgot.remembered')}
      switchLabel={t('register.toLogin')}
      switchTo="/auth/login"
    >
      {sentTo ? (
        <CheckEmail hint={t('checkEmail.resetHint')} onAgain={() => setSentTo(null)} />
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={submit(isEmailValid, async () => {
            await forgotPasswordRequest(email);
            setSentTo(email.trim().toLowerCase());
          })}
        >
          {error && <ErrorBanner>{error}</ErrorBanner>}
          <EmailField
            value={email}
            onChange={setEmail}
            isValid={isEmailValid}
            forceShowError={hasAttempted}
          />
          <Button type="submit" disabled={!isEmailValid} isLoading={isSubmitting} className="py-3">
            {t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export { AuthForgotPage as Component };
