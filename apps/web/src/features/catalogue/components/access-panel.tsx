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

/**
 * How the viewer gets into the course: open to all, already unlocked, unlock with points
 * (confirming the balance before and after), or log in first.
 */
export function AccessPanel({ course }: { course: CourseDetail['basic_info'] }) {
  const { t } = useTranslation('catalogue');
  const { user } = useSession();
  const location = useLocation();
  const unlock = useUnlockCourse(course.course_id);
  const [isConfirming, setIsConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Blocks a second click that lands before the disabled state renders (a fast double click).
  const isSending = useRef(false);
  const points = (value: number) => t('common:points', { count: value });

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

  const balance = user.available_points;
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
      {isShort && (
        <p id="unlock-shortfall" className="text-sm font-medium text-amber-800">
          {t('access.insufficient')}{' '}
          {t('access.shortfall', {
            count: course.points_required - balance,
            balance,
          })}{' '}
          <Link to="/" className="underline">
            {t('access.earnMore')}
          </Link>
        </p>
      )}
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
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-muted">{t('access.balanceBefore')}</dt>
          <dd className="text-right font-semibold tabular-nums">{points(balance)}</dd>
          <dt className="text-muted">{t('access.cost')}</dt>
          <dd className="text-right font-semibold tabular-nums">
            −{points(course.points_required)}
          </dd>
          <dt className="text-muted">{t('access.balanceAfter')}</dt>
          <dd className="text-right font-semibold tabular-nums">
            {points(balance - course.points_required)}
          </dd>
        </dl>
      </Modal>
    </div>
  );
}
