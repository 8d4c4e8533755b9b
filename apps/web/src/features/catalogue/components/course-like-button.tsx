import { href } from '@academy/contracts/app-routes';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCourseLike } from '../api/like-course';

/** Like/unlike; a guest is sent to log in and brought back here afterwards. */
export function CourseLikeButton({
  courseId,
  isLiked,
  likesCount,
}: {
  courseId: number;
  isLiked: boolean;
  likesCount: number;
}) {
  const { t, locale } = useTranslation('catalogue');
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const like = useCourseLike(courseId);
  const [failure, setFailure] = useState<string | null>(null);
  // Blocks a second click that lands before the disabled state renders.
  const isSending = useRef(false);

  function handleClick() {
    if (!isAuthenticated) {
      navigate(href('login', undefined, { redirect: location.pathname + location.search }));
      return;
    }
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    like.mutate(!isLiked, {
      onSettled: () => {
        isSending.current = false;
      },
      onError: () => setFailure(t(isLiked ? 'detail.unlikeFailed' : 'detail.likeFailed')),
    });
  }

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant={isLiked ? 'primary' : 'secondary'}
        aria-pressed={isLiked}
        isLoading={like.isPending}
        onClick={handleClick}
      >
        <span aria-hidden="true">{isLiked ? '♥' : '♡'}</span>
        {isLiked ? t('detail.liked') : t('detail.like')}
        <span className="tabular-nums">({formatNumber(likesCount, locale)})</span>
      </Button>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
