import { href } from '@academy/contracts/app-routes';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { DetailLoadError, LoadingState } from '../../components/ui/states';
import { courseQuery, useCourse } from '../../features/catalogue/api/get-course';
import {
  relatedCoursesQuery,
  useRelatedCourses,
} from '../../features/catalogue/api/get-related-courses';
import { CourseAccessAside } from '../../features/catalogue/components/course-access-aside';
import { CourseOutline } from '../../features/catalogue/components/course-outline';
import { CourseSummary } from '../../features/catalogue/components/course-summary';
import { RelatedCourses } from '../../features/catalogue/components/related-courses';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { localized } from '../../lib/localized';
import { useSiteSettings } from '../../lib/site-settings';
import type { HeadContext, PageHead, PrefetchContext } from '../prefetch-context';

// The reviews sit below the outline: they load after the page, keeping its first bundle small.
const CourseReviews = lazyChunk(() =>
  import('../../features/catalogue/components/course-reviews').then(
    (module) => module.CourseReviews,
  ),
);
// Each lesson's count of questions comes after the outline too (one read for the course).
const LessonQuestionCount = lazyChunk(() =>
  import('../../features/questions/components/lesson-question-count').then(
    (module) => module.LessonQuestionCount,
  ),
);

/** The course and its neighbours, as the viewer sees them. */
export function prefetch({ queryClient, params, userId }: PrefetchContext) {
  const courseId = Number(params.courseId);
  if (!Number.isInteger(courseId) || courseId < 1) return;
  void queryClient.prefetchQuery(courseQuery(courseId, userId));
  void queryClient.prefetchQuery(relatedCoursesQuery(courseId));
}

/** A shared link shows the course: its title, summary and picture. */
export function head({ queryClient, params, locale }: HeadContext): PageHead {
  const info = queryClient.getQueryData(
    courseQuery(Number(params.courseId), undefined).queryKey,
  )?.basic_info;
  if (!info) return {};
  return {
    title: localized(info, 'title', locale),
    description: localized(info, 'short_description', locale),
    image: info.thumbnail ?? undefined,
  };
}

/** A course: what it covers, who teaches it, how to get in, its content, reviews and neighbours. */
export function CourseDetailPage() {
  const { t } = useTranslation('catalogue');
  const courseId = Number(useParams().courseId);
  const course = useCourse(courseId);
  const related = useRelatedCourses(courseId);
  const settings = useSiteSettings();

  if (course.isPending) return <LoadingState />;
  if (course.isError) {
    return (
      <DetailLoadError
        error={course.error}
        notFoundTitle={t('detail.notFound')}
        back={{ to: href('courseList'), label: t('detail.backToCourses') }}
        errorMessage={t('detail.error')}
        onRetry={() => void course.refetch()}
      />
    );
  }

  const info = course.data.basic_info;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to={href('courseList')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('detail.backToCourses')}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <CourseSummary course={course.data} />
        <CourseAccessAside info={info} usdToCny={settings.data?.usd_to_cny_rate ?? 7.2} />
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-12">
          <CourseOutline
            courseId={info.course_id}
            hasAccess={info.has_access}
            lessonExtra={(contentId) => (
              <Suspense fallback={null}>
                <LessonQuestionCount courseId={info.course_id} contentId={contentId} />
              </Suspense>
            )}
          />
          <Suspense fallback={<LoadingState />}>
            <CourseReviews courseId={info.course_id} canReview={info.has_access} />
          </Suspense>
        </div>
        <RelatedCourses related={related} />
      </div>
    </div>
  );
}

export { CourseDetailPage as Component };
