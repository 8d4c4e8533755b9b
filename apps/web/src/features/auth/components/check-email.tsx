import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';

/** What a sent mail leaves to do: look in the inbox (and the spam folder), or start again. */
export function CheckEmail({ hint, onAgain }: { hint: string; onAgain: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4" role="status">
      <p className="rounded-xl bg-teal-50 px-4 py-3 text-teal-900">{hint}</p>
      <p className="text-sm text-muted">{t('checkEmail.spam')}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t('checkEmail.again')}
      </Button>
    </div>
  );
}
