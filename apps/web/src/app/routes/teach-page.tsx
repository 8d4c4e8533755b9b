import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { QuestionThread } from '../../features/questions/components/question-thread';
import { isRefused, useTeachingHome } from '../../features/teaching/api/teaching';
import { CourseWorkspace } from '../../features/teaching/components/course-workspace';
import { TeachingCourses } from '../../features/teaching/components/teaching-courses';
import { WaitingQuestions } from '../../features/teaching/components/waiting-questions';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';

// The lesson editors are the admin's, with their UI library: a chunk of their own, loaded when
// a lesson is opened, so the workspace itself stays light.
const LessonDraftEditor = lazyChunk(() =>
  import('../teach/lesson-draft-editor').then((module) => module.LessonDraftEditor),
);

/** A positive id from the query string, or undefined. */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /teach: a teacher's workspace: the questions waiting for their answer (answered in the lesson's
 * own thread) and their courses. `?course=` opens one of their courses, `?lesson=` one of its
 * lessons in the draft editor. The server decides who is a teacher and whose course is whose.
 */
function TeachPage() {
  const { t } = useTranslation('teaching');
  const [search] = useSearchParams();
  const courseId = idParam(search.get('course'));
  const lessonId = idParam(search.get('lesson'));
  const home = useTeachingHome();

  let body: React.ReactNode;
  if (home.isPending) body = <LoadingState />;
  else if (home.isError) {
    body = isRefused(home.error) ? (
      <EmptyState message={t('notLinked')} />
    ) : (
      <ErrorState message={t('loadFailed')} onRetry={() => void home.refetch()} />
    );
  } else if (lessonId !== undefined) {
    body = (
      <Suspense fallback={<LoadingState />}>
        <LessonDraftEditor lessonId={lessonId} />
      </Suspense>
    );
  } else if (courseId !== undefined) body = <CourseWorkspace courseId={courseId} />;
  else {
    body = (
      <div className="space-y-10">
        <WaitingQuestions threadOf={(questionId) => <QuestionThread questionId={questionId} />} />
        <TeachingCourses courses={home.data.courses} />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={t('heading')} description={t('intro')} />
      {body}
    </div>
  );
}

export { TeachPage as Component };
