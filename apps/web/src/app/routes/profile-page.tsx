import { href } from '@academy/contracts/app-routes';
import { type KeyboardEvent, Suspense, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { LoadingState } from '../../components/ui/states';
import { useSummary } from '../../features/profile/api/profile';
import { PersonalInfoTab } from '../../features/profile/components/personal-info-tab';
import { PointsHistoryTab } from '../../features/profile/components/points-history-tab';
import { RedemptionsTab } from '../../features/profile/components/redemptions-tab';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { useSession } from '../../lib/session';

// Tabs other than the first load with their chunk when opened, so the profile's initial JS
// stays within the public budget: the check-in calendar (shared with home), certificates, and
// the settings with the password rule's loader and the field messages its hint speaks with.
const CheckInCalendar = lazyChunk(() =>
  import('../../features/home/components/check-in-calendar').then(
    (module) => module.CheckInCalendar,
  ),
);
const MyCertificates = lazyChunk(() =>
  import('../../features/certificates/components/my-certificates').then(
    (module) => module.MyCertificates,
  ),
);
const SettingsTab = lazyChunk(() =>
  import('../../features/profile/components/settings-tab').then((module) => module.SettingsTab),
);

const tabs = ['info', 'points', 'redemptions', 'certificates', 'settings'] as const;
type Tab = (typeof tabs)[number];

/** /profile: summary tiles and four tabs; a tab's data loads the first time it is opened. */
export function ProfilePage() {
  const { t, locale } = useTranslation('profile');
  const { user } = useSession();
  const summary = useSummary();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab;
  const active: Tab = tabs.includes(requested) ? requested : 'info';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  if (!user) return null;

  function select(tab: Tab) {
    setParams(tab === 'info' ? {} : { tab }, { replace: true });
    tabRefs.current[tab]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    const index = tabs.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    select(tabs[(index + step + tabs.length) % tabs.length] ?? 'info');
  }

  const tiles = [
    { key: 'balance', value: summary.data?.available_points ?? user.available_points },
    { key: 'coursesCompleted', value: summary.data?.courses_completed },
    { key: 'coursesRedeemed', value: summary.data?.courses_redeemed },
    { key: 'daysActive', value: summary.data?.days_active },
  ];

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
      <dl className="mb-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded-2xl bg-surface p-5">
            <dt className="text-sm text-muted">{t(`tiles.${tile.key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">
              {tile.value === undefined ? '…' : formatNumber(tile.value, locale)}
            </dd>
          </div>
        ))}
      </dl>
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200"
        onKeyDown={handleKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => select(tab)}
            className={`whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold ${
              active === tab
                ? 'border-navy-900 text-navy-900'
                : 'border-transparent text-muted hover:text-navy-900'
            }`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {active === 'info' && <PersonalInfoTab />}
        {active === 'points' && (
          <div className="space-y-8">
            {/* The calendar and the home page's texts it speaks with load on opening the tab. */}
            <Suspense fallback={<div aria-hidden className="h-72 rounded-2xl bg-surface" />}>
              <CheckInCalendar />
            </Suspense>
            <PointsHistoryTab />
          </div>
        )}
        {active === 'redemptions' && <RedemptionsTab />}
        {active === 'certificates' && (
          <Suspense fallback={<LoadingState />}>
            <MyCertificates />
          </Suspense>
        )}
        {active === 'settings' && (
          <Suspense fallback={<LoadingState />}>
            <SettingsTab />
          </Suspense>
        )}
      </div>
    </div>
  );
}

export { ProfilePage as Component };
