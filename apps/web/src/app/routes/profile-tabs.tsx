import { type KeyboardEvent, Suspense, useRef } from 'react';
import { LoadingState } from '../../components/ui/states';
import { PersonalInfoTab } from '../../features/profile/components/personal-info-tab';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';

// Tabs other than the first load with their chunk when opened, so the profile's initial JS
// stays within the public budget: the points history and redemptions with their table and
// pagination, the check-in calendar (shared with home), certificates, and the settings with the
// password rule's loader and the field messages its hint speaks with.
const PointsHistoryTab = lazyChunk(() =>
  import('../../features/profile/components/points-history-tab').then(
    (module) => module.PointsHistoryTab,
  ),
);
const RedemptionsTab = lazyChunk(() =>
  import('../../features/profile/components/redemptions-tab').then(
    (module) => module.RedemptionsTab,
  ),
);
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

export const profileTabs = ['info', 'points', 'redemptions', 'certificates', 'settings'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** The row of tabs: a click or the left and right arrows open a tab and move focus to it. */
export function ProfileTabList({
  active,
  onSelect,
}: {
  active: ProfileTab;
  onSelect(tab: ProfileTab): void;
}) {
  const { t } = useTranslation('profile');
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});

  function select(tab: ProfileTab) {
    onSelect(tab);
    tabRefs.current[tab]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    const index = profileTabs.indexOf(active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    select(profileTabs[(index + step + profileTabs.length) % profileTabs.length] ?? 'info');
  }

  return (
    <div
      role="tablist"
      aria-label={t('tabsLabel')}
      className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200"
      onKeyDown={handleKeyDown}
    >
      {profileTabs.map((tab) => (
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
  );
}

/** The open tab's panel; only the open tab renders, so a tab's data loads when first opened. */
export function ProfileTabPanel({ active }: { active: ProfileTab }) {
  return (
    <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
      {active === 'info' && <PersonalInfoTab />}
      {active === 'points' && (
        <div className="space-y-8">
          {/* The calendar and the home page's texts it speaks with load on opening the tab. */}
          <Suspense fallback={<div aria-hidden className="h-72 rounded-2xl bg-surface" />}>
            <CheckInCalendar />
          </Suspense>
          <Suspense fallback={<LoadingState />}>
            <PointsHistoryTab />
          </Suspense>
        </div>
      )}
      {active === 'redemptions' && (
        <Suspense fallback={<LoadingState />}>
          <RedemptionsTab />
        </Suspense>
      )}
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
  );
}
