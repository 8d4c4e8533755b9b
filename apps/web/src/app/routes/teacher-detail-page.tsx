import { href } from '@academy/contracts/app-routes';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Badge, DetailLoadError, LoadingState } from '../../components/ui/states';
import { teacherQuery, useTeacher } from '../../features/teachers/api/get-teacher';
import { TeacherLikeButton } from '../../features/teachers/components/teacher-like-button';
import { formatDate, formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { localized } from '../../lib/localized';
import { useSession } from '../../lib/session';
import type { HeadContext, PageHead, PrefetchContext } from '../prefetch-context';

/** The teacher as the viewer sees them. */
export function prefetch({ queryClient, params, userId }: PrefetchContext) {
  const teacherId = Number(params.teacherId);
  if (!Number.isInteger(teacherId) || teacherId < 1) return;
  void queryClient.prefetchQuery(teacherQuery(teacherId, userId));
}

/** A shared link shows the teacher: their name, what they teach and their portrait. */
export function head({ queryClient, params, locale }: HeadContext): PageHead {
  const teacher = queryClient.getQueryData(
    teacherQuery(Number(params.teacherId), undefined).queryKey,
  );
  if (!teacher) return {};
  const info = teacher.basic_info;
  return {
    title: localized(info, 'name', locale),
    description: localized(teacher.bio, 'bio', locale).split('\n')[0],
    image: info.profile_image ?? undefined,
  };
}

/** A teacher's page; assistants show no years of experience and no course list. */
export function TeacherDetailPage() {
  const { t, locale } = useTranslation('teachers');
  const { isAuthenticated } = useSession();
  const teacherId = Number(useParams().teacherId);
  const teacher = useTeacher(teacherId);

  if (teacher.isPending) return <LoadingState />;
  if (teacher.isError) {
    return (
      <DetailLoadError
        error={teacher.error}
        notFoundTitle={t('teacherNotFound')}
        back={{ to: href('teacherList'), label: t('backToTeachers') }}
        errorMessage={t('detailError')}
        onRetry={() => void teacher.refetch()}
      />
    );
  }

  const { basic_info: info, bio, courses } = teacher.data;
  const name = localized(info, 'name', locale);
  const stat = (label: string, value: string) => (
    <div className="rounded-xl bg-surface px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-semibold text-navy-900">{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={href('teacherList')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('backToTeachers')}
      </Link>
      <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar src={info.profile_image} name={name} size={128} isLazy={false} />
        <div className="space-y-2">
          <h1 className="text-3xl font-bold text-navy-900">{name}</h1>
          {info.specialization && (
            <p className="text-muted">
              {(locale === 'zh' && info.specialization_zh) || info.specialization}
            </p>
          )}
          <p className="text-sm text-muted">
            {t('joined', { date: formatDate(info.created_at, locale) })}
          </p>
          {isAuthenticated && (
            <TeacherLikeButton
              teacherId={info.teacher_id}
              isLiked={info.is_liked_by_user}
              lockMs={300}
              showProcessing
            />
          )}
        </div>
      </div>
      <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {stat(t('courseCount'), formatNumber(info.course_count, locale))}
        {stat(t('likesLabel'), formatNumber(info.likes_count, locale))}
        {!info.is_assistant && stat(t('experience'), t('years', { count: info.experience_years }))}
        {info.rating !== null &&
          stat(t('rating'), t('ratingValue', { rating: info.rating, count: info.total_ratings }))}
      </dl>
      <section className="mt-10" aria-labelledby="about-heading">
        <h2 id="about-heading" className="mb-3 text-xl font-semibold text-navy-900">
          {t('about')}
        </h2>
        <p className="whitespace-pre-line leading-relaxed">{localized(bio, 'bio', locale)}</p>
      </section>
      {!info.is_assistant && (
        <section className="mt-10" aria-labelledby="courses-heading">
          <h2 id="courses-heading" className="mb-4 text-xl font-semibold text-navy-900">
            {t('courses')}
          </h2>
          {courses.length === 0 ? (
            <p className="text-muted">{t('noCourses')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {courses.map((course) => (
                <li key={course.course_id}>
                  <Link
                    to={href('courseDetail', { courseId: course.course_id })}
                    className="flex gap-4 rounded-2xl border border-slate-200 p-3 hover:shadow-md"
                  >
                    {course.thumbnail && (
                      <img
                        src={course.thumbnail}
                        alt=""
                        width={128}
                        height={72}
                        loading="lazy"
                        className="h-20 w-32 shrink-0 rounded-lg object-cover"
                      />
                    )}
                    <span className="space-y-1">
                      <span className="block font-semibold text-navy-900">
                        {localized(course, 'title', locale)}
                      </span>
                      <span className="line-clamp-2 block text-sm text-muted">
                        {localized(course, 'description', locale)}
                      </span>
                      <span className="flex gap-1">
                        {course.is_featured && (
                          <Badge tone="gold">{t('common:badges.featured')}</Badge>
                        )}
                        {course.is_free && <Badge tone="green">{t('common:badges.free')}</Badge>}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

export { TeacherDetailPage as Component };
