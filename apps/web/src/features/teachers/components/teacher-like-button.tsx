import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { useTeacherLike } from '../api/like-teacher';
import { useLikeLock } from './use-like-lock';

/** Like/unlike a teacher; it flips only when the server agrees, and a failure is shown. */
export function TeacherLikeButton({
  teacherId,
  isLiked,
  lockMs,
  showProcessing = false,
}: {
  teacherId: number;
  isLiked: boolean;
  lockMs: number;
  showProcessing?: boolean;
}) {
  const { t } = useTranslation('teachers');
  const like = useTeacherLike(teacherId);
  const { isLocked, lock } = useLikeLock(lockMs);
  const [failure, setFailure] = useState<string | null>(null);
  const isBusy = isLocked || like.isPending;

  function handleClick() {
    lock();
    setFailure(null);
    like.mutate(!isLiked, {
      onError: () => setFailure(t(isLiked ? 'unlikeFailed' : 'likeFailed')),
    });
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={isLiked ? 'primary' : 'secondary'}
        aria-pressed={isLiked}
        disabled={isBusy}
        onClick={handleClick}
        className="!px-3 !py-1.5"
      >
        <span aria-hidden="true">{isLiked ? '♥' : '♡'}</span>
        {showProcessing && isBusy ? t('processing') : isLiked ? t('unlike') : t('like')}
      </Button>
      {failure && (
        <p role="alert" className="text-xs text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
