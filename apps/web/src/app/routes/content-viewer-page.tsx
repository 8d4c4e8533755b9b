import { href } from '@academy/contracts/app-routes';
import type { ContentItem } from '@academy/contracts/learning';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailLoadError, LoadingState, NotFoundState } from '../../components/ui/states';
import { useContent } from '../../features/learning/api/content';
import { CompleteLessonPanel } from '../../features/learning/components/complete-lesson-panel';
import { LessonBody } from '../../features/learning/components/lesson-body';
import { LessonHeader } from '../../features/learning/components/lesson-header';
import { LessonNavigation } from '../../features/learning/components/lesson-navigation';
import {
  type LessonCompletion,
  useLessonCompletion,
} from '../../features/learning/components/use-lesson-completion';
import type { NotePlayer } from '../../features/notes/components/lesson-notes';
import { ApiError } from '../../lib/api-client';
import { useContentList } from '../../lib/content-list';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { useSession } from '../../lib/session';
import { LessonCompanions } from './lesson-companions';

// A quiz's view comes with quizzes only.
const QuizView = lazyChunk(() =>
  import('../../features/learning/components/quiz-view').then((module) => module.QuizView),
);

/** Why a lesson did not load: its course is locked to this viewer, it is gone, or a failure. */
function LessonLoadError({
  error,
  back,
  onRetry,
}: {
  error: Error;
  back: { to: string; label: string };
  onRetry(): void;
}) {
  const { t } = useTranslation('learning');
  if (error instanceof ApiError && error.code === 'COURSE_LOCKED') {
    return <NotFoundState title={t('locked')} back={back} />;
  }
  return (
    <DetailLoadError
      error={error}
      notFoundTitle={t('notFound')}
      back={back}
      errorMessage={t('loadFailed')}
      onRetry={onRetry}
    />
  );
}

/** The lesson itself: a quiz, or a text, video, audio or PDF lesson that reports progress. */
function LessonContent({
  item,
  completion,
  onPlayer,
}: {
  item: ContentItem;
  completion: LessonCompletion;
  onPlayer(player: NotePlayer | null): void;
}) {
  const { isAuthenticated } = useSession();
  return item.content_data.type === 'quiz' ? (
    <Suspense fallback={<LoadingState />}>
      <QuizView
        key={item.id}
        contentId={item.id}
        quiz={item.content_data}
        priorResult={item.quiz_result}
      />
    </Suspense>
  ) : (
    <LessonBody
      key={item.id}
      item={item}
      isTracking={isAuthenticated}
      onProgress={completion.setProgress}
      onEnded={completion.handleEnded}
      onPlayer={onPlayer}
    />
  );
}

/** /courses/:courseId/content/:contentId — one lesson with progress, completion and navigation. */
export function ContentViewerPage() {
  const { t } = useTranslation('learning');
  const { isAuthenticated } = useSession();
  const params = useParams();
  const courseId = Number(params.courseId);
  const contentId = Number(params.contentId);
  const content = useContent(contentId);
  const list = useContentList(courseId);
  const completion = useLessonCompletion({
    courseId,
    contentId,
    item: content.data,
    isTracking: isAuthenticated,
  });
  // A video or audio lesson's player, for notes that keep a moment and go back to it.
  const [player, setPlayer] = useState<NotePlayer | null>(null);

  const backToCourse = {
    to: href('courseDetail', { courseId }),
    label: t('backToCourse'),
  };
  if (content.isPending) return <LoadingState />;
  if (content.isError) {
    return (
      <LessonLoadError
        error={content.error}
        back={backToCourse}
        onRetry={() => void content.refetch()}
      />
    );
  }

  const item = content.data;
  if (item.course_id !== courseId)
    return <NotFoundState title={t('notFound')} back={backToCourse} />;
  const showCompleteButton = isAuthenticated && item.type !== 'quiz' && !completion.isCompleted;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to={href('courseDetail', { courseId })}
        className="text-sm font-medium text-teal-700 hover:underline"
      >
        ← {t('backToCourse')}
      </Link>
      <LessonHeader item={item} isCompleted={completion.isCompleted} />

      {completion.toast && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {completion.toast}
        </p>
      )}

      <LessonContent item={item} completion={completion} onPlayer={setPlayer} />
      {showCompleteButton && <CompleteLessonPanel type={item.type} completion={completion} />}
      <LessonCompanions courseId={courseId} contentId={item.id} player={player} />
      <LessonNavigation courseId={courseId} lessons={list.data?.list ?? []} currentId={item.id} />
    </div>
  );
}

export { ContentViewerPage as Component };
