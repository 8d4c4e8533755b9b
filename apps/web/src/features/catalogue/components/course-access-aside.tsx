import type { CourseDetail } from '@academy/contracts/catalogue';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { AccessPanel } from './access-panel';
import { CourseLikeButton } from './course-like-button';

/** Beside the course: its list price and reward, how to get in, and a like. */
export function CourseAccessAside({
  info,
  usdToCny,
}: {
  info: CourseDetail['basic_info'];
  usdToCny: number;
}) {
  const { t, locale } = useTranslation('catalogue');
  return (
    <aside className="space-y-4 self-start rounded-2xl border border-slate-200 p-5 shadow-sm">
      {info.price > 0 && (
        <p className="text-sm text-muted">
          {t('card.listPrice', { price: formatPrice(info.price, locale, usdToCny) })}
        </p>
      )}
      {info.points_reward > 0 && (
        <p className="text-sm text-muted">{t('detail.reward', { count: info.points_reward })}</p>
      )}
      <AccessPanel course={info} />
      <CourseLikeButton
        courseId={info.course_id}
        isLiked={info.is_liked_by_user}
        likesCount={info.likes_count}
      />
    </aside>
  );
}
