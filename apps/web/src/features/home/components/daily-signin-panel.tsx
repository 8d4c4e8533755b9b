import { Suspense } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CoinIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { lazyChunk } from '../../../lib/load-chunk';
import { useSignIn, useSignInStatus } from '../api/daily-signin';

// The calendar only shows to learners: guests on the home page never download it.
const CheckInCalendar = lazyChunk(() =>
  import('./check-in-calendar').then((module) => module.CheckInCalendar),
);

/**
 * The daily sign-in: available, then signed in for today (the server decides the day), with
 * any streak bonus it paid, above this month's check-in calendar.
 */
export function DailySignInPanel() {
  const { t } = useTranslation('home');
  const status = useSignInStatus();
  const signIn = useSignIn();
  const isSignedIn = status.data?.signed_in_today === true || signIn.isSuccess;
  const points = signIn.data?.points ?? status.data?.points ?? 0;

  return (
    <section
      aria-labelledby="signin-heading"
      className="space-y-5 rounded-3xl bg-gradient-to-r from-teal-700 to-navy-800 p-4 text-white sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="signin-heading" className="flex items-center gap-2 text-xl font-semibold">
            <CoinIcon /> {t('signin.heading')}
          </h2>
          <p className="text-white/90" aria-live="polite">
            {isSignedIn
              ? signIn.isSuccess
                ? t('signin.earned', { count: points })
                : t('signin.done')
              : t('signin.prompt', { count: points })}
            {signIn.data?.bonuses.map((bonus) => (
              <span key={bonus.milestone} className="block font-semibold">
                {t('signin.bonus', { days: bonus.milestone, count: bonus.points })}
              </span>
            ))}
          </p>
          {status.data?.next_milestone && (
            <p className="text-sm font-semibold text-white">
              {t('signin.milestone', {
                count: status.data.next_milestone.days,
                points: status.data.next_milestone.points,
              })}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button
            variant="secondary"
            className="!border-white !bg-white !text-navy-900 disabled:!opacity-70"
            disabled={isSignedIn || status.isPending}
            isLoading={signIn.isPending}
            onClick={() => signIn.mutate()}
          >
            {isSignedIn ? t('signin.alreadySignedIn') : t('signin.button')}
          </Button>
          {signIn.isError && signIn.error && (
            <ErrorBanner>{describeError(signIn.error, t, t('signin.failed'))}</ErrorBanner>
          )}
        </div>
      </div>
      <Suspense fallback={<div aria-hidden className="h-72 rounded-2xl bg-white/10" />}>
        <CheckInCalendar />
      </Suspense>
    </section>
  );
}
