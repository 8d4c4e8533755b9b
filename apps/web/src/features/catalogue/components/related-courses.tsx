import { href } from '@academy/contracts/app-routes';
import type { RelatedCourse } from '@academy/contracts/catalogue';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import type { useRelatedCourses } from '../api/get-related-courses';
import { LevelBadge } from './level-badge';

/** A neighbouring course: its cover, title and level, linking to it. */
function RelatedCourseLink({ course }: { course: RelatedCourse }) {
  const { locale } = useTranslation('catalogue');
  return (
    <Link
      to={href('courseDetail', { courseId: course.course_id })}
      className="flex items-center gap-3 rounded-xl p-2 hover:bg-surface"
    >
      {course.cover_image && (
        <img
          src={course.cover_image}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          className="h-14 w-24 rounded-lg object-cover"
        />
      )}
      <span className="flex-1">
        <span className="block font-medium text-navy-900">
          {localized(course, 'title', locale)}
        </span>
        <LevelBadge level={course.difficulty_level} />
      </span>
    </Link>
  );
}

/** Other courses of the teacher or level, or why none shows yet. */
export function RelatedCourses({ related }: { related: ReturnType<typeof useRelatedCourses> }) {
  const { t } = useTranslation('catalogue');
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" className="mb-4 text-xl font-semibold text-navy-900">
        {t('detail.related')}
      </h2>
      {related.data?.list.length ? (
        <ul className="space-y-3">
          {related.data.list.map((course) => (
            <li key={course.course_id}>
              <RelatedCourseLink course={course} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">
          {related.isPending ? t('common:loading') : t('detail.noRelated')}
        </p>
      )}
    </section>
  );
}
