import { href } from '@academy/contracts/app-routes';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { AuthForm } from '../../features/auth/components/auth-form';
import {
  NewPasswordFields,
  useNewPassword,
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
  const { isReady: isPasswordReady, ...newPassword } = useNewPassword();
  const { isSubmitting, error, fieldErrors, submit } = useAuthSubmit('reset.failed');
  const canSubmit = token !== '' && isPasswordReady;

  return (
    <AuthCard
      heading={t('reset.heading')}
      intro={t('reset.intro')}
      switchText={t('reset.needLink')}
      switchLabel={t('reset.toForgot')}
      switchTo={href('authForgot')}
    >
      {token === '' ? (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-red-900">{t('reset.noToken')}</p>
      ) : (
        <AuthForm
          onSubmit={submit(canSubmit, async () => {
            await resetPassword({
              token,
              new_password: newPassword.password,
              confirm_password: newPassword.confirmation,
            });
            navigate('/', { replace: true });
          })}
          error={
            error && (
              <>
                {error}{' '}
                {!fieldErrors.new_password && (
                  <Link to={href('authForgot')} className="font-semibold underline">
                    {t('reset.toForgot')}
                  </Link>
                )}
              </>
            )
          }
        >
          <NewPasswordFields
            label={t('fields.newPassword')}
            {...newPassword}
            serverError={fieldErrors.new_password}
          />
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="py-3">
            {t('reset.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthCard>
  );
}

export { AuthResetPage as Component };
