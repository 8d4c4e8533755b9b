import { href } from '@academy/contracts/app-routes';
import type { CourseListItem } from '@academy/contracts/catalogue';
import { isOpenToAll } from '@academy/contracts/catalogue.rules';
import { Link } from 'react-router';
import { CardImage } from '../../../components/ui/card-image';
import { CoinIcon } from '../../../components/ui/icons';
import { Badge } from '../../../components/ui/states';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { LevelBadge } from './level-badge';

/** A course in the catalogue grid; the first cards on a page load their image at once. */
export function CourseCard({
  course,
  usdToCny,
  isAboveFold = false,
}: {
  course: CourseListItem;
  usdToCny: number;
  isAboveFold?: boolean;
}) {
  const { t, locale } = useTranslation('catalogue');
  const title = localized(course, 'title', locale);
  const teacher = course.teacher_name
    ? localized({ name: course.teacher_name, name_zh: course.teacher_name_zh }, 'name', locale)
    : null;
  return (
    <li className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link
        to={href('courseDetail', { courseId: course.course_id })}
        className="flex flex-1 flex-col"
      >
        <CardImage
          src={course.thumbnail}
          width={640}
          height={360}
          frame="aspect-[16/9]"
          isAboveFold={isAboveFold}
        >
          <div className="absolute left-3 top-3 flex gap-1">
            {course.is_featured && <Badge tone="gold">{t('common:badges.featured')}</Badge>}
            {course.is_free && <Badge tone="green">{t('common:badges.free')}</Badge>}
          </div>
        </CardImage>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <LevelBadge level={course.difficulty_level} />
          <h2 className="text-lg font-semibold text-navy-900 group-hover:underline">{title}</h2>
          {teacher && <p className="text-sm text-muted">{t('card.teacher', { name: teacher })}</p>}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
            <span className="text-muted">
              {t('card.likes', { count: formatNumber(course.likes_count, locale) })}
            </span>
            {!isOpenToAll(course.difficulty_level, course.is_free, course.points_required) ? (
              <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
                <CoinIcon width={16} height={16} />
                {t('common:points', { count: course.points_required })}
              </span>
            ) : (
              <span className="font-semibold text-emerald-800">{t('card.open')}</span>
            )}
          </div>
          {course.price > 0 && (
            <p className="text-xs text-muted">
              {t('card.listPrice', { price: formatPrice(course.price, locale, usdToCny) })}
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}
