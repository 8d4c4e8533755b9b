import { href } from '@academy/contracts/app-routes';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { AuthForm } from '../../features/auth/components/auth-form';
import { CurrentPasswordField } from '../../features/auth/components/current-password-field';
import { useAuthSubmit } from '../../features/auth/components/use-auth-submit';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/**
 * /auth/confirm?token=…: the link of a registration mail. Whoever opens it types the password
 * they chose at sign-up, which confirms the address and signs them in (the link alone does not:
 * a stranger who signed up with someone else's address first must never get in). A wrong
 * password says so beside the field, with the way to a new one; a spent link says so.
 */
export function AuthConfirmPage() {
  const { t } = useTranslation('auth');
  const { confirmEmail } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const { isSubmitting, error, fieldErrors, submit } = useAuthSubmit('confirm.failed');
  const canSubmit = token !== '' && password.length > 0;

  return (
    <AuthCard
      heading={t('confirm.heading')}
      intro={t('confirm.intro')}
      switchText={t('register.hasAccount')}
      switchLabel={t('register.toLogin')}
      switchTo={href('login')}
    >
      {token === '' ? (
        <p className="rounded-xl bg-red-50 px-4 py-3 text-red-900">{t('confirm.noToken')}</p>
      ) : (
        <AuthForm
          onSubmit={submit(canSubmit, async () => {
            await confirmEmail({ token, password });
            navigate('/', { replace: true });
          })}
          error={fieldErrors.password ? null : error}
        >
          <CurrentPasswordField
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
            forgotLabel={fieldErrors.password && t('confirm.forgot')}
          />
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="py-3">
            {isSubmitting ? t('confirm.submitting') : t('confirm.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthCard>
  );
}

export { AuthConfirmPage as Component };
