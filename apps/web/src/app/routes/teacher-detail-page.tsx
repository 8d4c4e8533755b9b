import { href } from '@academy/contracts/app-routes';
import { Link, useParams } from 'react-router';
import { DetailLoadError, LoadingState } from '../../components/ui/states';
import { teacherQuery, useTeacher } from '../../features/teachers/api/get-teacher';
import { TeacherCourses } from '../../features/teachers/components/teacher-courses';
import { TeacherProfileHeader } from '../../features/teachers/components/teacher-profile-header';
import { TeacherStats } from '../../features/teachers/components/teacher-stats';
import { useTranslation } from '../../lib/i18n';
import { localized } from '../../lib/localized';
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
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={href('teacherList')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('backToTeachers')}
      </Link>
      <TeacherProfileHeader info={info} />
      <TeacherStats info={info} />
      <section className="mt-10" aria-labelledby="about-heading">
        <h2 id="about-heading" className="mb-3 text-xl font-semibold text-navy-900">
          {t('about')}
        </h2>
        <p className="whitespace-pre-line leading-relaxed">{localized(bio, 'bio', locale)}</p>
      </section>
      {!info.is_assistant && <TeacherCourses courses={courses} />}
    </div>
  );
}

export { TeacherDetailPage as Component };
