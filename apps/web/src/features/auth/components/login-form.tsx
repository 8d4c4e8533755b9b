import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { isValidEmail } from './credential-rules';

/** Email and password; submit stays disabled until both are valid. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [hasTouchedEmail, setHasTouchedEmail] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isEmailValid = isValidEmail(email);
  const canSubmit = isEmailValid && password.length > 0 && !isSubmitting;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTouchedEmail(true);
    if (!canSubmit) return;
    setIsSubmitting(true);
    setError(null);
    try {
      await login({ email, password });
    } catch (caught) {
      setError(describeError(caught, t, t('login.failed')));
      setIsSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setHasTouchedEmail(email.length > 0)}
        isInvalid={hasTouchedEmail && !isEmailValid}
        hint={hasTouchedEmail && !isEmailValid ? t('validation.invalidEmail') : undefined}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="mt-2 py-3">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
