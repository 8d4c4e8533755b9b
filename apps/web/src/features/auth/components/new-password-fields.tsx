import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { passwordState } from './credential-rules';

const passwordHints = {
  valid: 'validation.passwordValid',
  tooShort: 'validation.passwordMinLength',
  tooLong: 'validation.passwordTooLong',
} as const;

/** A new password and its confirmation being typed, and whether they may be sent. */
export function useNewPassword() {
  const [password, onPassword] = useState('');
  const [confirmation, onConfirmation] = useState('');
  const isReady = passwordState(password) === 'valid' && password === confirmation;
  return { password, confirmation, onPassword, onConfirmation, isReady };
}

/**
 * A new password with a live hint, and its confirmation (registration and reset alike). The
 * server's word on the password (`serverError`, e.g. a common password) replaces the hint.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  serverError,
  onPassword,
  onConfirmation,
}: Omit<ReturnType<typeof useNewPassword>, 'isReady'> & {
  label: string;
  serverError: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const { t: fieldText } = useTranslation('fields');
  const status = passwordState(password);
  const isConfirmationWrong = confirmation.length > 0 && confirmation !== password;
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        isInvalid={(password.length > 0 && status !== 'valid') || !!serverError}
        hint={
          serverError ?? t(password.length > 0 ? passwordHints[status] : passwordHints.tooShort)
        }
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        isInvalid={isConfirmationWrong}
        hint={isConfirmationWrong ? fieldText('passwordsMustMatch') : undefined}
      />
    </>
  );
}
