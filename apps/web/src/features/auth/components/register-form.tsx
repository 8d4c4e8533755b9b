import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { AuthForm } from './auth-form';
import { EmailField, useEmailInput } from './email-field';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useAuthSubmit } from './use-auth-submit';

/**
 * New account: email, password with a live hint, confirmation and an optional name. The answer
 * is only "check your email", whether or not the address already has an account.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const { register } = useSession();
  const email = useEmailInput();
  const { isReady: isPasswordReady, ...newPassword } = useNewPassword(email.value);
  const [fullName, setFullName] = useState('');
  const { isSubmitting, hasAttempted, error, fieldErrors, submit } =
    useAuthSubmit('register.failed');

  const canSubmit = email.isValid && isPasswordReady;

  const handleSubmit = submit(canSubmit, async () => {
    const { email: registered } = await register({
      email: email.value,
      password: newPassword.password,
      language_preference: currentLocale(),
      ...(fullName.trim() ? { full_name: fullName.trim() } : {}),
    });
    onRegistered(registered);
  });

  return (
    <AuthForm onSubmit={handleSubmit} error={error}>
      <EmailField {...email} forceShowError={hasAttempted} />
      <NewPasswordFields
        label={t('fields.password')}
        {...newPassword}
        serverError={fieldErrors.password}
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
    </AuthForm>
  );
}
