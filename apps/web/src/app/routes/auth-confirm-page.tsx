import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { AuthCard } from '../../features/auth/components/auth-card';
import { AuthForm } from '../../features/auth/components/auth-form';
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
      switchTo="/auth/login"
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
          <TextField
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            isInvalid={!!fieldErrors.password}
            hint={fieldErrors.password}
          />
          {fieldErrors.password && (
            <Link
              to="/auth/forgot"
              className="-mt-2 self-end text-sm font-medium text-teal-700 underline-offset-4 hover:underline"
            >
              {t('confirm.forgot')}
            </Link>
          )}
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting} className="py-3">
            {isSubmitting ? t('confirm.submitting') : t('confirm.submit')}
          </Button>
        </AuthForm>
      )}
    </AuthCard>
  );
}

export { AuthConfirmPage as Component };
