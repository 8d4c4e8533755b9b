import { PASSWORD_MIN_LENGTH } from '@academy/contracts/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormNotice, type Notice } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { usePasswordRule } from '../../../lib/password-rule';
import { useSession } from '../../../lib/session';
import { useChangePassword } from '../api/profile';

/** A password input of the form, labelled by its name; a non-empty `error` marks it invalid. */
function PasswordField({
  name,
  value,
  error,
  onChange,
}: {
  name: 'currentPassword' | 'newPassword' | 'confirmPassword';
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <TextField
      label={t(name)}
      type="password"
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      value={value}
      isInvalid={!!error}
      hint={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Change password: current, new ≥ 8 and allowed by the server's rule, confirm equal. */
function PasswordForm() {
  const { t } = useTranslation('profile');
  const { t: fieldText } = useTranslation('fields');
  const { user } = useSession();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const rule = usePasswordRule(next, { email: user?.email ?? '', currentPassword: current });
  const isTooShort = next.length > 0 && next.length < PASSWORD_MIN_LENGTH;
  const problem = isTooShort ? undefined : rule.problem;
  const nextHint = isTooShort
    ? t('passwordMinLength', { min: PASSWORD_MIN_LENGTH })
    : problem && fieldText(problem);
  const isMismatch = confirm.length > 0 && next !== confirm;
  const confirmHint = isMismatch ? t('passwordMismatch') : undefined;
  const canSubmit =
    current.length > 0 &&
    next.length >= PASSWORD_MIN_LENGTH &&
    rule.isSettled &&
    !problem &&
    next === confirm;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    change.mutate(
      {
        user_id: user?.user_id,
        current_password: current,
        new_password: next,
        confirm_password: confirm,
      },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          setNotice({ ok: true, key: 'passwordChangeSuccess' });
        },
        onError: (error) => setNotice({ ok: false, error, fallbackKey: 'passwordChangeFailed' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <h3 className="text-lg font-semibold text-navy-900">{t('changePassword')}</h3>
      <PasswordField name="currentPassword" value={current} onChange={setCurrent} />
      <PasswordField name="newPassword" value={next} error={nextHint} onChange={setNext} />
      <PasswordField
        name="confirmPassword"
        value={confirm}
        error={confirmHint}
        onChange={setConfirm}
      />
      <Button type="submit" disabled={!canSubmit} isLoading={change.isPending}>
        {t('changePassword')}
      </Button>
      <FormNotice notice={notice} t={t} />
    </form>
  );
}

/** The interface language, saved to the profile. */
function LanguageChoice() {
  const { t, locale } = useTranslation('profile');
  const { changeLanguage } = useSession();
  return (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold text-navy-900">{t('language')}</h3>
      <div className="flex gap-2">
        {(['zh', 'en'] as const).map((option) => (
          <Button
            key={option}
            variant={locale === option ? 'primary' : 'secondary'}
            aria-pressed={locale === option}
            onClick={() => void changeLanguage(option)}
          >
            {t(`common:language.${option}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Change password and the interface language. */
export function SettingsTab() {
  return (
    <div className="grid gap-10 md:grid-cols-2">
      <PasswordForm />
      <LanguageChoice />
    </div>
  );
}
