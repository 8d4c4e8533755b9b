import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard } from '../../features/auth/components/auth-card';
import { passwordState } from '../../features/auth/components/credential-rules';
import { useAuthSubmit } from '../../features/auth/components/use-auth-submit';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

const passwordHints = {
  valid: 'validation.passwordValid',
  tooShort: 'validation.passwordMinLength',
  tooLong: 'validation.passwordTooLong',
} as const;

/**
 * /auth/reset?token=…: a new password from the mailed link. Success ends every other session
 * of the account and signs this browser in; an expired or spent link says so and offers a new one.
 */
export function AuthResetPage() {
  const { t } = useTranslation('auth');
  const { resetPassword } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { isSubmitting, error, fieldErrors, submit } = useAuthSubmit('reset.failed');
  const status = passwordState(password);
  const doPasswordsMatch = password === confirmation;
  const canSubmit = token !== '' && status === 'valid' && doPasswordsMatch;
  const isConfirmationWrong = confirmation.length > 0 && !doPasswordsMatch;

  return (
    <AuthCard
      heading={t('reset.heading')}
      intro={t('reset.intro')}
      switchText={t('reset.needLink')}
      switchLabel={t('reset.toForgot')}
      switchTo="/auth/forgot"
    >
      {token === '' ? (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-red-900">{t('reset.noToken')}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={submit(canSubmit, async () => {
            await resetPassword({
              token,
              new_password: password,
              confirm_password: confirmation,
            });
            navigate('/', { replace: true });
          })}
        >
          {error && (
            <ErrorBanner>
              {error}{' '}
              {!fieldErrors.new_password && (
                <Link to="/auth/forgot" className="font-semibold underline">
                  {t('reset.toForgot')}
                </Link>
              )}
            </ErrorBanner>
          )}
          <TextField
            label={t('fields.newPassword')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            isInvalid={(password.length > 0 && status !== 'valid') || !!fieldErrors.new_password}
            hint={
              fieldErrors.new_password ??
              t(password.length > 0 ? passwordHints[status] : passwordHints.tooShort)
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
            isInvalid={isConfirmationWrong}
            hint={isConfirmationWrong ? t('validation.passwordsMustMatch') : undefined}
          />
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="py-3">
            {t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export { AuthResetPage as Component };
