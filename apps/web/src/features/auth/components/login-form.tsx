import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { AuthForm } from './auth-form';
import { EmailField, useEmailInput } from './email-field';
import { useAuthSubmit } from './use-auth-submit';

/** Email and password; submit stays disabled until both are valid. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  const email = useEmailInput();
  const [password, setPassword] = useState('');
  const { isSubmitting, hasAttempted, error, submit } = useAuthSubmit('login.failed');

  const canSubmit = email.isValid && password.length > 0;

  return (
    <AuthForm
      onSubmit={submit(canSubmit, () => login({ email: email.value, password }))}
      error={error}
    >
      <EmailField {...email} forceShowError={hasAttempted} />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Link
        to="/auth/forgot"
        className="-mt-2 self-end text-sm font-medium text-teal-700 underline-offset-4 hover:underline"
      >
        {t('login.forgot')}
      </Link>
      <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="mt-2 py-3">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </AuthForm>
  );
}
