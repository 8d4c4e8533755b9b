import { href } from '@academy/contracts/app-routes';
import { HOME_COURSES } from '@academy/contracts/public-reads';
import { Link } from 'react-router';
import { CardImage } from '../../../components/ui/card-image';
import { CardSkeletons, ErrorState } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useLatestCourses } from '../api/get-latest-courses';
import { HomeSection } from './home-section';

/** The six newest courses with a link to the whole catalogue. */
export function LatestCourses() {
  const { t, locale } = useTranslation('home');
  const courses = useLatestCourses();
  return (
    <HomeSection
      id="courses-heading"
      heading={t('latestCourses')}
      linkTo={href('courseList')}
      linkLabel={t('viewAllCourses')}
    >
      {courses.isPending ? (
        <CardSkeletons count={HOME_COURSES} />
      ) : courses.isError ? (
        <ErrorState message={t('coursesError')} onRetry={() => void courses.refetch()} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courses.data.list.map((course) => (
            <li
              key={course.course_id}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <Link to={href('courseDetail', { courseId: course.course_id })} className="block">
                <CardImage src={course.thumbnail} width={640} height={360} frame="aspect-[16/9]" />
                <div className="space-y-1 p-4">
                  <span className="text-xs font-semibold uppercase text-teal-700">
                    {t(`common:levels.${course.difficulty_level}`)}
                  </span>
                  <h3 className="font-semibold text-navy-900">
                    {localized(course, 'title', locale)}
                  </h3>
                  <p className="line-clamp-2 text-sm text-muted">
                    {localized(course, 'short_description', locale)}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
