import { PageHeading } from '../../../components/ui/page-heading';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';

/** /profile: the signed-in user's account at a glance (guarded, so a user is present). */
export function ProfilePage() {
  const { t, locale } = useTranslation('profile');
  const { user } = useSession();
  if (!user) return null;
  const rows = [
    { label: t('name'), value: user.full_name },
    { label: t('email'), value: user.email },
    { label: t('points'), value: formatNumber(user.available_points, locale) },
    { label: t('language'), value: t(`common:language.${user.language_preference}`) },
  ];
  return (
    <>
      <PageHeading title={t('heading')} />
      <dl className="grid max-w-xl gap-4 rounded-2xl border border-slate-200 p-6 sm:grid-cols-[10rem_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-muted">{row.label}</dt>
            <dd className="font-semibold text-navy-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
