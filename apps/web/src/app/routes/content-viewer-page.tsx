import { href } from '@academy/contracts/app-routes';
import { hasReachedEnd } from '@academy/contracts/learning.rules';
import { formatClock } from '@academy/contracts/media.rules';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Badge, DetailLoadError, LoadingState, NotFoundState } from '../../components/ui/states';
import { useCompleteContent, useContent } from '../../features/learning/api/content';
import { LessonBody } from '../../features/learning/components/lesson-body';
import { useCompletionClock } from '../../features/learning/components/use-completion-clock';
import type { NotePlayer } from '../../features/notes/components/lesson-notes';
import { ApiError } from '../../lib/api-client';
import { useContentList } from '../../lib/content-list';
import { describeError } from '../../lib/errors';
import { formatDuration } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { localized } from '../../lib/localized';
import { useSession } from '../../lib/session';

// A quiz's view comes with quizzes only; a signed-in learner's notes and the lesson's questions
// sit below the lesson, so their code and texts come after it.
const QuizView = lazyChunk(() =>
  import('../../features/learning/components/quiz-view').then((module) => module.QuizView),
);
const LessonNotes = lazyChunk(() =>
  import('../../features/notes/components/lesson-notes').then((module) => module.LessonNotes),
);
const LessonQuestions = lazyChunk(() =>
  import('../../features/questions/components/lesson-questions').then(
    (module) => module.LessonQuestions,
  ),
);

/** /courses/:courseId/content/:contentId — one lesson with progress, completion and navigation. */
export function ContentViewerPage() {
  const { t, locale } = useTranslation('learning');
  const { isAuthenticated } = useSession();
  const params = useParams();
  const courseId = Number(params.courseId);
  const contentId = Number(params.contentId);
  const content = useContent(contentId);
  const list = useContentList(courseId);
  const complete = useCompleteContent(courseId, contentId);
  const [progress, setProgress] = useState(0);
  const [toast, setToast] = useState<string | null>(null);
  // A video or audio lesson's player, for notes that keep a moment and go back to it.
  const [player, setPlayer] = useState<NotePlayer | null>(null);

  useEffect(() => {
    if (content.data) setProgress(content.data.user_progress);
  }, [content.data]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(timer);
  }, [toast]);

  const isCompleted = content.data?.completed_by_user === true || complete.isSuccess;
  const secondsLeft = useCompletionClock(content.data, isAuthenticated);
  const [hasEnded, setHasEnded] = useState(false);

  const markComplete = useCallback(() => {
    complete.mutate(undefined, {
      onSuccess: (result) => {
        if (result.pointsEarned > 0) setToast(t('earned', { count: result.pointsEarned }));
      },
    });
  }, [complete, t]);

  const handleEnded = useCallback(() => {
    setProgress(100);
    setHasEnded(true);
  }, []);

  // Media that played to the end completes itself, as soon as the lesson's minimum time is up.
  useEffect(() => {
    if (hasEnded && isAuthenticated && !isCompleted && secondsLeft === 0 && !complete.isPending) {
      setHasEnded(false);
      markComplete();
    }
  }, [hasEnded, isAuthenticated, isCompleted, secondsLeft, complete.isPending, markComplete]);

  const backToCourse = {
    to: href('courseDetail', { courseId }),
    label: t('backToCourse'),
  };
  if (content.isPending) return <LoadingState />;
  if (content.isError) {
    const error = content.error;
    if (error instanceof ApiError && error.code === 'COURSE_LOCKED') {
      return <NotFoundState title={t('locked')} back={backToCourse} />;
    }
    return (
      <DetailLoadError
        error={error}
        notFoundTitle={t('notFound')}
        back={backToCourse}
        errorMessage={t('loadFailed')}
        onRetry={() => void content.refetch()}
      />
    );
  }

  const item = content.data;
  if (item.course_id !== courseId)
    return <NotFoundState title={t('notFound')} back={backToCourse} />;
  const items = list.data?.list ?? [];
  const index = items.findIndex((entry) => entry.id === item.id);
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;
  const showCompleteButton = isAuthenticated && item.type !== 'quiz' && !isCompleted;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link
        to={href('courseDetail', { courseId })}
        className="text-sm font-medium text-teal-700 hover:underline"
      >
        ← {t('backToCourse')}
      </Link>
      <header className="mt-4 mb-6 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="teal">{t(`types.${item.type}`)}</Badge>
          <span className="text-sm text-muted">{formatDuration(item.duration, locale)}</span>
          {isCompleted && <Badge tone="green">{t('completed')}</Badge>}
        </div>
        <h1 className="text-3xl font-bold text-navy-900">{localized(item, 'title', locale)}</h1>
        {item.description && <p className="text-muted">{localized(item, 'description', locale)}</p>}
      </header>

      {toast && (
        <p
          role="status"
          className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {toast}
        </p>
      )}

      {item.content_data.type === 'quiz' ? (
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
          onProgress={setProgress}
          onEnded={handleEnded}
          onPlayer={setPlayer}
        />
      )}

      {showCompleteButton && (
        <div className="mt-6 space-y-2">
          <Button
            disabled={!hasReachedEnd(item.type, progress) || secondsLeft > 0}
            isLoading={complete.isPending}
            onClick={markComplete}
          >
            {t('markCompleted')}
          </Button>
          {!hasReachedEnd(item.type, progress) ? (
            <p className="text-sm text-muted">{t(item.type === 'pdf' ? 'pdfHint' : 'mediaHint')}</p>
          ) : (
            secondsLeft > 0 && (
              <p className="text-sm text-muted" aria-live="polite">
                {t('availableIn', { time: formatClock(secondsLeft) })}
              </p>
            )
          )}
          {complete.isError && (
            <ErrorBanner>{describeError(complete.error, t, t('operationFailed'))}</ErrorBanner>
          )}
        </div>
      )}
      {isAuthenticated && (
        <Suspense fallback={null}>
          <LessonNotes key={`notes-${item.id}`} contentId={item.id} player={player} />
        </Suspense>
      )}
      {isAuthenticated && (
        <Suspense fallback={null}>
          <LessonQuestions key={`questions-${item.id}`} contentId={item.id} player={player} />
        </Suspense>
      )}
      {!isAuthenticated && (
        <p className="mt-6 rounded-xl bg-surface px-4 py-3 text-sm text-muted">
          <Link
            to={href('login', undefined, {
              redirect: href('contentViewer', { courseId, contentId }),
            })}
            className="font-semibold text-teal-700 hover:underline"
          >
            {t('loginToTrack')}
          </Link>
        </p>
      )}

      <nav
        aria-label={t('lessonNavigation')}
        className="mt-10 flex justify-between gap-4 border-t border-slate-200 pt-6"
      >
        {previous ? (
          <Link
            to={href('contentViewer', { courseId, contentId: previous.id })}
            className={buttonClasses('secondary')}
          >
            ← {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link
            to={href('contentViewer', { courseId, contentId: next.id })}
            className={buttonClasses('primary')}
          >
            {t('next')} →
          </Link>
        )}
      </nav>
    </div>
  );
}

export { ContentViewerPage as Component };
