import { href } from '@academy/contracts/app-routes';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { useSummary } from '../../features/profile/api/profile';
import { SummaryTiles } from '../../features/profile/components/summary-tiles';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { type ProfileTab, ProfileTabList, ProfileTabPanel, profileTabs } from './profile-tabs';

/** /profile: summary tiles and four tabs; a tab's data loads the first time it is opened. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const summary = useSummary();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as ProfileTab;
  const active: ProfileTab = profileTabs.includes(requested) ? requested : 'info';
  if (!user) return null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading
        title={t('heading')}
        description={t(summary.data && summary.data.days_active <= 1 ? 'greetingNew' : 'greeting', {
          name: user.full_name || user.email,
        })}
      >
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 font-semibold text-teal-700">
          <Link to={href('myLearning')} className="hover:underline">
            {t('common:titles.myLearning')} →
          </Link>
          <Link to={href('mistakes')} className="hover:underline">
            {t('common:titles.mistakes')} →
          </Link>
          <Link to={href('myNotes')} className="hover:underline">
            {t('common:titles.myNotes')} →
          </Link>
        </p>
      </PageHeading>
      <SummaryTiles summary={summary.data} balance={user.available_points} />
      <ProfileTabList
        active={active}
        onSelect={(tab) => setParams(tab === 'info' ? {} : { tab }, { replace: true })}
      />
      <ProfileTabPanel active={active} />
    </div>
  );
}

export { ProfilePage as Component };
