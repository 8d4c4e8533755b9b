import { href } from '@academy/contracts/app-routes';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';

/**
 * A password the user already has (signing in, confirming a sign-up), with the way to a new one
 * beneath it when `forgotLabel` is given.
 */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  forgotLabel,
}: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  forgotLabel?: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={!!error}
        hint={error}
      />
      {forgotLabel && (
        <Link
          to={href('authForgot')}
          className="-mt-2 self-end text-sm font-medium text-teal-700 underline-offset-4 hover:underline"
        >
          {forgotLabel}
        </Link>
      )}
    </>
  );
}
