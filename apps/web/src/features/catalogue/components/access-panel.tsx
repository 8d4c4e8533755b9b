import { href } from '@academy/contracts/app-routes';
import type { CourseDetail } from '@academy/contracts/catalogue';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUnlockCourse } from '../api/unlock-course';

type Course = CourseDetail['basic_info'];

/** The balance before the unlock, its cost and the balance after, for the learner to confirm. */
function UnlockCost({ balance, cost }: { balance: number; cost: number }) {
  const { t } = useTranslation('catalogue');
  const points = (value: number) => t('common:points', { count: value });
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <dt className="text-muted">{t('access.balanceBefore')}</dt>
      <dd className="text-right font-semibold tabular-nums">{points(balance)}</dd>
      <dt className="text-muted">{t('access.cost')}</dt>
      <dd className="text-right font-semibold tabular-nums">−{points(cost)}</dd>
      <dt className="text-muted">{t('access.balanceAfter')}</dt>
      <dd className="text-right font-semibold tabular-nums">{points(balance - cost)}</dd>
    </dl>
  );
}

/** Why the unlock button is disabled: how many points are missing, and where to earn them. */
function UnlockShortfall({ balance, cost }: { balance: number; cost: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <p id="unlock-shortfall" className="text-sm font-medium text-amber-800">
      {t('access.insufficient')} {t('access.shortfall', { count: cost - balance, balance })}{' '}
      <Link to="/" className="underline">
        {t('access.earnMore')}
      </Link>
    </p>
  );
}

/** Unlocking a premium course with points, after confirming the balance before and after. */
function UnlockWithPoints({ course, balance }: { course: Course; balance: number }) {
  const { t } = useTranslation('catalogue');
  const unlock = useUnlockCourse(course.course_id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Blocks a second click that lands before the disabled state renders (a fast double click).
  const isSending = useRef(false);
  const isShort = balance < course.points_required;

  function handleConfirm() {
    if (isSending.current) return;
    isSending.current = true;
    setMessage(null);
    unlock.mutate(undefined, {
      onSettled: () => {
        isSending.current = false;
      },
      onSuccess: () => setIsConfirming(false),
      onError: (error) => {
        setIsConfirming(false);
        setMessage(
          error instanceof ApiError && error.code === 'INSUFFICIENT_POINTS'
            ? t('access.insufficient')
            : describeError(error, t, t('access.failed')),
        );
      },
    });
  }

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{t('access.premium', { count: course.points_required })}</p>
      <Button
        disabled={isShort}
        aria-describedby={isShort ? 'unlock-shortfall' : undefined}
        onClick={() => {
          setMessage(null);
          setIsConfirming(true);
        }}
      >
        {t('access.unlock', { count: course.points_required })}
      </Button>
      {isShort && <UnlockShortfall balance={balance} cost={course.points_required} />}
      {message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      <Modal
        isOpen={isConfirming}
        title={t('access.confirmTitle')}
        onClose={() => setIsConfirming(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setIsConfirming(false)}>
              {t('access.cancel')}
            </Button>
            <Button isLoading={unlock.isPending} onClick={handleConfirm}>
              {t('access.confirm')}
            </Button>
          </>
        }
      >
        <UnlockCost balance={balance} cost={course.points_required} />
      </Modal>
    </div>
  );
}

/**
 * How the viewer gets into the course: open to all, already unlocked, unlock with points
 * (confirming the balance before and after), or log in first.
 */
export function AccessPanel({ course }: { course: Course }) {
  const { t } = useTranslation('catalogue');
  const { user } = useSession();
  const location = useLocation();

  if (!course.is_premium) {
    return <p className="font-semibold text-emerald-800">{t('access.open')}</p>;
  }
  if (course.has_access) {
    return <p className="font-semibold text-emerald-800">{t('access.unlocked')}</p>;
  }
  if (course.lesson_count === 0) {
    return <p className="text-sm text-muted">{t('access.comingSoon')}</p>;
  }
  if (!user) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-muted">{t('access.loginFirst')}</p>
        <Link
          to={href('login', undefined, { redirect: location.pathname })}
          className={buttonClasses('primary')}
        >
          {t('access.loginToUnlock')}
        </Link>
      </div>
    );
  }
  return <UnlockWithPoints course={course} balance={user.available_points} />;
}
