import { href } from '@academy/contracts/app-routes';
import { Suspense } from 'react';
import { Link } from 'react-router';
import type { NotePlayer } from '../../features/notes/components/lesson-notes';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';
import { useSession } from '../../lib/session';

// A signed-in learner's notes and the lesson's questions sit below the lesson, so their code
// and texts come after it.
const LessonNotes = lazyChunk(() =>
  import('../../features/notes/components/lesson-notes').then((module) => module.LessonNotes),
);
const LessonQuestions = lazyChunk(() =>
  import('../../features/questions/components/lesson-questions').then(
    (module) => module.LessonQuestions,
  ),
);

/**
 * What sits below a lesson: a signed-in learner's notes and the lesson's questions (both can
 * keep a moment of a video or audio lesson's player), or a link to sign in and keep track.
 */
export function LessonCompanions({
  courseId,
  contentId,
  player,
}: {
  courseId: number;
  contentId: number;
  player: NotePlayer | null;
}) {
  const { t } = useTranslation('learning');
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) {
    return (
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
    );
  }
  return (
    <>
      <Suspense fallback={null}>
        <LessonNotes key={`notes-${contentId}`} contentId={contentId} player={player} />
      </Suspense>
      <Suspense fallback={null}>
        <LessonQuestions key={`questions-${contentId}`} contentId={contentId} player={player} />
      </Suspense>
    </>
  );
}
