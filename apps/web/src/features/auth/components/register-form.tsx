import { useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { isValidEmail } from './credential-rules';
import { EmailField } from './email-field';
import { isNewPasswordReady, NewPasswordFields } from './new-password-fields';
import { useAuthSubmit } from './use-auth-submit';

/**
 * New account: email, password with a live hint, confirmation and an optional name. The answer
 * is only "check your email", whether or not the address already has an account.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { register } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fullName, setFullName] = useState('');
  const { isSubmitting, hasAttempted, error, fieldErrors, submit } =
    useAuthSubmit('register.failed');

  const isEmailValid = isValidEmail(email);
  const canSubmit = isEmailValid && isNewPasswordReady(password, confirmation);

  const handleSubmit = submit(canSubmit, async () => {
    const { email: registered } = await register({
      email,
      password,
      language_preference: currentLocale(),
      ...(fullName.trim() ? { full_name: fullName.trim() } : {}),
    });
    onRegistered(registered);
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <EmailField
        value={email}
        onChange={setEmail}
        isValid={isEmailValid}
        forceShowError={hasAttempted}
      />
      <NewPasswordFields
        label={t('fields.password')}
        password={password}
        confirmation={confirmation}
        serverError={fieldErrors.password}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
      <TextField
        label={t('fields.fullName')}
        name="name"
        autoComplete="name"
        maxLength={100}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="mt-2 py-3">
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
