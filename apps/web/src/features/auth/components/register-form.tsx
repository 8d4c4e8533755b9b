import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/errors';
import { currentLocale, useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { isValidEmail, passwordState } from './credential-rules';

const passwordHints = {
  valid: 'validation.passwordValid',
  tooShort: 'validation.passwordMinLength',
  tooLong: 'validation.passwordTooLong',
} as const;

/** New account: email, password with a live hint, confirmation and an optional name. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { register } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fullName, setFullName] = useState('');
  const [hasTouchedEmail, setHasTouchedEmail] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const isEmailValid = isValidEmail(email);
  const passwordStatus = passwordState(password);
  const doPasswordsMatch = password === confirmation;
  const canSubmit = isEmailValid && passwordStatus === 'valid' && doPasswordsMatch && !isSubmitting;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setHasTouchedEmail(true);
    if (!canSubmit) return;
    setIsSubmitting(true);
    setError(null);
    try {
      await register({
        email,
        password,
        language_preference: currentLocale(),
        ...(fullName.trim() ? { full_name: fullName.trim() } : {}),
      });
    } catch (caught) {
      setError(describeError(caught, t, t('register.failed')));
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
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        isInvalid={password.length > 0 && passwordStatus !== 'valid'}
        hint={
          password.length > 0 ? t(passwordHints[passwordStatus]) : t('validation.passwordMinLength')
        }
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        isInvalid={confirmation.length > 0 && !doPasswordsMatch}
        hint={
          confirmation.length > 0 && !doPasswordsMatch
            ? t('validation.passwordsMustMatch')
            : undefined
        }
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
