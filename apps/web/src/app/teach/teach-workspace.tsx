import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
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
  import('./lesson-draft-editor').then((module) => module.LessonDraftEditor),
);

/** A positive id from the query string, or undefined. */
function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The workspace under the page's heading: the questions waiting for the teacher's answer
 * (answered in the lesson's own thread) and their courses. `?course=` opens one of their courses,
 * `?lesson=` one of its lessons in the draft editor. The server decides who is a teacher and
 * whose course is whose.
 */
export function TeachWorkspace() {
  const { t } = useTranslation('teaching');
  const [search] = useSearchParams();
  const courseId = idParam(search.get('course'));
  const lessonId = idParam(search.get('lesson'));
  const home = useTeachingHome();

  if (home.isPending) return <LoadingState />;
  if (home.isError) {
    return isRefused(home.error) ? (
      <EmptyState message={t('notLinked')} />
    ) : (
      <ErrorState message={t('loadFailed')} onRetry={() => void home.refetch()} />
    );
  }
  if (lessonId !== undefined) {
    return (
      <Suspense fallback={<LoadingState />}>
        <LessonDraftEditor lessonId={lessonId} />
      </Suspense>
    );
  }
  if (courseId !== undefined) return <CourseWorkspace courseId={courseId} />;
  return (
    <div className="space-y-10">
      <WaitingQuestions
        threadOf={(questionId) => (
          // A thread's texts load with the first one opened, without hiding the workspace.
          <Suspense fallback={<LoadingState />}>
            <QuestionThread questionId={questionId} />
          </Suspense>
        )}
      />
      <TeachingCourses courses={home.data.courses} />
    </div>
  );
}
