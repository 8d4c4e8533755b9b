import type { ContentItem } from '@academy/contracts/learning';
import { PDF_INITIAL_PROGRESS } from '@academy/contracts/learning.rules';
import { useEffect, useRef } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useTranslation } from '../../../lib/i18n';
import { saveProgress } from '../api/content';
import { useMediaProgress } from './use-media-progress';

interface LessonBodyProps {
  item: ContentItem;
  isTracking: boolean;
  onProgress(progress: number): void;
  onEnded(): void;
}

/** A video or audio lesson with its transcript, tracked while it plays. */
function MediaLesson({ item, isTracking, onProgress, onEnded }: LessonBodyProps) {
  const { t, locale } = useTranslation('learning');
  const data = item.content_data;
  const media = useMediaProgress({
    contentId: item.id,
    isTracking,
    storedProgress: item.user_progress,
    storedPosition: item.position_seconds,
    onEnded,
  });
  const { progress } = media;
  useEffect(() => onProgress(progress), [progress, onProgress]);
  if (data.type !== 'video' && data.type !== 'audio') return null;
  const transcript = (locale === 'zh' && data.transcript_zh) || data.transcript;

  return (
    <div className="space-y-4">
      {data.type === 'video' ? (
        <video
          controls
          preload="metadata"
          src={data.url}
          poster={data.poster ?? undefined}
          className="aspect-video w-full rounded-2xl bg-black"
          {...media.handlers}
        />
      ) : (
        <audio controls preload="metadata" src={data.url} className="w-full" {...media.handlers} />
      )}
      {isTracking && (
        <div>
          <p className="mb-1 text-sm text-muted">{t('progress', { progress })}</p>
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full bg-teal-700 transition-[width]"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      )}
      <details className="rounded-2xl bg-surface p-4" open>
        <summary className="cursor-pointer font-semibold text-navy-900">{t('transcript')}</summary>
        <p className="mt-3 whitespace-pre-line leading-relaxed">{transcript}</p>
      </details>
    </div>
  );
}

/** A PDF in a frame; opening it counts as progress (at least 10 %). */
function PdfLesson({ item, isTracking, onProgress }: LessonBodyProps) {
  const { t } = useTranslation('learning');
  const hasRecorded = useRef(false);
  if (item.content_data.type !== 'pdf') return null;
  const { url } = item.content_data;

  function handleLoad() {
    if (hasRecorded.current) return;
    hasRecorded.current = true;
    const progress = Math.max(item.user_progress, PDF_INITIAL_PROGRESS);
    onProgress(progress);
    if (isTracking) void saveProgress({ content_id: item.id, progress, position_seconds: 0 });
  }

  return (
    <div className="space-y-3">
      <iframe
        title={t('pdfFrame')}
        src={url}
        onLoad={handleLoad}
        className="h-[75vh] w-full rounded-2xl border border-slate-200"
      />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="text-sm font-semibold text-teal-700 hover:underline"
      >
        {t('openPdf')}
      </a>
    </div>
  );
}

/** The lesson itself, by type; quizzes are rendered by the viewer. */
export function LessonBody(props: LessonBodyProps) {
  const { locale } = useTranslation('learning');
  const data = props.item.content_data;
  if (data.type === 'video' || data.type === 'audio') return <MediaLesson {...props} />;
  if (data.type === 'pdf') return <PdfLesson {...props} />;
  if (data.type === 'text') {
    return (
      <SafeHtml
        html={(locale === 'zh' && data.html_zh) || data.html}
        className="lesson-article max-w-none"
      />
    );
  }
  return null;
}
