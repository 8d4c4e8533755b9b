import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { usePasswordRule } from '../../../lib/password-rule';
import { passwordState } from './credential-rules';

const passwordHints = {
  valid: 'validation.passwordValid',
  tooShort: 'validation.passwordMinLength',
  tooLong: 'validation.passwordTooLong',
} as const;

/**
 * A new password and its confirmation being typed, the server's rule's word on it (judged with
 * the account's email when the form knows it) and whether they may be sent.
 */
export function useNewPassword(email = '') {
  const [password, onPassword] = useState('');
  const [confirmation, onConfirmation] = useState('');
  const { problem, isSettled } = usePasswordRule(password, { email });
  const isReady =
    passwordState(password) === 'valid' && isSettled && !problem && password === confirmation;
  return { password, confirmation, onPassword, onConfirmation, problem, isSettled, isReady };
}

/**
 * A new password with a live hint, and its confirmation (registration and reset alike). The hint
 * says what the server will: the length, then the shared rule's problem (too weak, too common,
 * the email or the academy's name in it), worded from the same field messages; nothing while
 * the rule loads. The server's own word (`serverError`) replaces it.
 */
export function NewPasswordFields({
  label,
  password,
  confirmation,
  serverError,
  problem,
  isSettled,
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
  let hint: string | undefined;
  if (password.length === 0) hint = t(passwordHints.tooShort);
  else if (status !== 'valid') hint = t(passwordHints[status]);
  else if (problem) hint = fieldText(problem);
  else if (isSettled) hint = t(passwordHints.valid);
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
        isInvalid={(password.length > 0 && (status !== 'valid' || !!problem)) || !!serverError}
        hint={serverError ?? hint}
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
