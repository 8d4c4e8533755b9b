import type { Locale } from '@academy/contracts/rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormNotice, type Notice } from '../../../components/ui/form-notice';
import { TextField } from '../../../components/ui/text-field';
import { changeLocale, useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUpdateProfile } from '../api/profile';

/** Name (editable), email (read-only) and language. */
export function PersonalInfoTab() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const update = useUpdateProfile();
  const [name, setName] = useState(user?.full_name ?? '');
  const [language, setLanguage] = useState<Locale>(user?.language_preference ?? 'zh');
  const [notice, setNotice] = useState<Notice | null>(null);
  if (!user) return null;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    update.mutate(
      { name: name.trim(), language_preference: language },
      {
        onSuccess: async (updated) => {
          await changeLocale(updated.language_preference);
          setNotice({ ok: true, key: 'updateSuccess' });
        },
        onError: (error) => setNotice({ ok: false, error, fallbackKey: 'updateFailed' }),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="max-w-lg space-y-4">
      <TextField
        label={t('name')}
        value={name}
        maxLength={100}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <TextField label={t('email')} value={user.email} readOnly hint={t('emailFixed')} />
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {t('language')}
        <select
          value={language}
          onChange={(event) => setLanguage(event.target.value as Locale)}
          className="h-11 rounded-lg border border-slate-300 px-3"
        >
          <option value="zh">{t('common:language.zh')}</option>
          <option value="en">{t('common:language.en')}</option>
        </select>
      </label>
      <Button type="submit" disabled={!name.trim()} isLoading={update.isPending}>
        {t('save')}
      </Button>
      <FormNotice notice={notice} t={t} />
    </form>
  );
}
