import { href } from '@academy/contracts/app-routes';
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { DetailLoadError, LoadingState } from '../../components/ui/states';
import { courseQuery, useCourse } from '../../features/catalogue/api/get-course';
import {
  relatedCoursesQuery,
  useRelatedCourses,
} from '../../features/catalogue/api/get-related-courses';
import { AccessPanel } from '../../features/catalogue/components/access-panel';
import { CourseLikeButton } from '../../features/catalogue/components/course-like-button';
import { CourseOutline } from '../../features/catalogue/components/course-outline';
import { LevelBadge } from '../../features/catalogue/components/level-badge';
import { formatPrice } from '../../lib/format';
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
  const { t, locale } = useTranslation('catalogue');
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

  const { basic_info: info, teacher } = course.data;
  const title = localized(info, 'title', locale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to={href('courseList')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('detail.backToCourses')}
      </Link>
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          {info.thumbnail && (
            <img
              src={info.thumbnail}
              alt={title}
              width={960}
              height={540}
              className="aspect-[16/9] w-full rounded-2xl object-cover"
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <LevelBadge level={info.difficulty_level} />
            {info.is_featured && (
              <span className="text-sm font-semibold text-amber-800">
                {t('common:badges.featured')}
              </span>
            )}
          </div>
          <h1 className="text-3xl font-bold text-navy-900">{title}</h1>
          <p className="text-lg text-muted">{localized(info, 'short_description', locale)}</p>
          {teacher && (
            <p>
              {t('detail.taughtBy')}{' '}
              <Link
                to={href('teacherDetail', { teacherId: teacher.teacher_id })}
                className="font-semibold text-teal-700 hover:underline"
              >
                {localized(teacher, 'name', locale)}
              </Link>
            </p>
          )}
          <p className="whitespace-pre-line leading-relaxed">
            {localized(info, 'description', locale)}
          </p>
        </div>
        <aside className="space-y-4 self-start rounded-2xl border border-slate-200 p-5 shadow-sm">
          {info.price > 0 && (
            <p className="text-sm text-muted">
              {t('card.listPrice', {
                price: formatPrice(info.price, locale, settings.data?.usd_to_cny_rate ?? 7.2),
              })}
            </p>
          )}
          {info.points_reward > 0 && (
            <p className="text-sm text-muted">
              {t('detail.reward', { count: info.points_reward })}
            </p>
          )}
          <AccessPanel course={info} />
          <CourseLikeButton
            courseId={info.course_id}
            isLiked={info.is_liked_by_user}
            likesCount={info.likes_count}
          />
        </aside>
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
        <section aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-4 text-xl font-semibold text-navy-900">
            {t('detail.related')}
          </h2>
          {related.data?.list.length ? (
            <ul className="space-y-3">
              {related.data.list.map((item) => (
                <li key={item.course_id}>
                  <Link
                    to={href('courseDetail', { courseId: item.course_id })}
                    className="flex items-center gap-3 rounded-xl p-2 hover:bg-surface"
                  >
                    {item.cover_image && (
                      <img
                        src={item.cover_image}
                        alt=""
                        width={96}
                        height={54}
                        loading="lazy"
                        className="h-14 w-24 rounded-lg object-cover"
                      />
                    )}
                    <span className="flex-1">
                      <span className="block font-medium text-navy-900">
                        {localized(item, 'title', locale)}
                      </span>
                      <LevelBadge level={item.difficulty_level} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">
              {related.isPending ? t('common:loading') : t('detail.noRelated')}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

export { CourseDetailPage as Component };
