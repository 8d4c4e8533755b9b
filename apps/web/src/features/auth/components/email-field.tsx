import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { isValidEmail } from './credential-rules';

/** An email address being typed, and whether it is one yet. */
export function useEmailInput() {
  const [value, onChange] = useState('');
  return { value, onChange, isValid: isValidEmail(value) };
}

/** The email input the account forms use; its error appears once the user has left the field. */
export function EmailField({
  value,
  onChange,
  isValid,
  forceShowError,
}: ReturnType<typeof useEmailInput> & { forceShowError: boolean }) {
  const { t } = useTranslation('auth');
  const [hasLeftField, setHasLeftField] = useState(false);
  const showError = (hasLeftField || forceShowError) && !isValid;
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => setHasLeftField(value.length > 0)}
      isInvalid={showError}
      hint={showError ? t('validation.invalidEmail') : undefined}
    />
  );
}
