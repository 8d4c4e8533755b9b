import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import {
  isNewPasswordReady,
  NewPasswordFields,
} from '../../features/auth/components/new-password-fields';
import { useAuthSubmit } from '../../features/auth/components/use-auth-submit';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

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
  const canSubmit = token !== '' && isNewPasswordReady(password, confirmation);

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
          <NewPasswordFields
            label={t('fields.newPassword')}
            password={password}
            confirmation={confirmation}
            serverError={fieldErrors.new_password}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
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
