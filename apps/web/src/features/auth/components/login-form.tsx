import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { signInLinkRequest } from '../../../lib/session-api';
import { AuthForm } from './auth-form';
import { CurrentPasswordField } from './current-password-field';
import { EmailField, useEmailInput } from './email-field';
import { useAuthSubmit } from './use-auth-submit';

/**
 * The owner's way in while strangers' guesses keep the account locked: a one-time sign-in link
 * by mail, which also lifts the lock.
 */
function SignInLinkOffer({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isSubmitting, error, submit } = useAuthSubmit('forgot.failed');
  if (sentTo) {
    return (
      <p role="status" className="rounded-xl bg-teal-50 px-4 py-3 text-teal-900">
        {t('locked.sent', { email: sentTo })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-navy-900">
      <p>{t('locked.offer')}</p>
      {error && <p className="text-red-700">{error}</p>}
      <Button
        variant="secondary"
        isLoading={isSubmitting}
        onClick={submit(true, async () => {
          await signInLinkRequest(email);
          setSentTo(email.trim().toLowerCase());
        })}
      >
        {t('locked.send')}
      </Button>
    </div>
  );
}

/** Email and password; submit stays disabled until both are valid. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  const email = useEmailInput();
  const [password, setPassword] = useState('');
  const { isSubmitting, hasAttempted, error, errorCode, submit } = useAuthSubmit('login.failed');

  const canSubmit = email.isValid && password.length > 0;

  return (
    <AuthForm
      onSubmit={submit(canSubmit, () => login({ email: email.value, password }))}
      error={error}
    >
      <EmailField {...email} forceShowError={hasAttempted} />
      <CurrentPasswordField
        value={password}
        onChange={setPassword}
        forgotLabel={t('login.forgot')}
      />
      <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="mt-2 py-3">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
      {errorCode === 'TOO_MANY_ATTEMPTS' && <SignInLinkOffer email={email.value} />}
    </AuthForm>
  );
}
