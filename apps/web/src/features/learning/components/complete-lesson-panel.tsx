import type { ContentItem } from '@academy/contracts/learning';
import { hasReachedEnd } from '@academy/contracts/learning.rules';
import { formatClock } from '@academy/contracts/media.rules';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import type { LessonCompletion } from './use-lesson-completion';

/**
 * The "mark as completed" button, open once the lesson has reached its end and its minimum time
 * is up; below it, what is still missing, or why the last try failed.
 */
export function CompleteLessonPanel({
  type,
  completion,
}: {
  type: ContentItem['type'];
  completion: LessonCompletion;
}) {
  const { t } = useTranslation('learning');
  const { complete, progress, secondsLeft } = completion;
  return (
    <div className="mt-6 space-y-2">
      <Button
        disabled={!hasReachedEnd(type, progress) || secondsLeft > 0}
        isLoading={complete.isPending}
        onClick={completion.markComplete}
      >
        {t('markCompleted')}
      </Button>
      {!hasReachedEnd(type, progress) ? (
        <p className="text-sm text-muted">{t(type === 'pdf' ? 'pdfHint' : 'mediaHint')}</p>
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
  );
}
