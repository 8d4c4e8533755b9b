import type { ContentItem } from '@academy/contracts/learning';
import { PDF_INITIAL_PROGRESS } from '@academy/contracts/learning.rules';
import { Suspense, useRef } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useTranslation } from '../../../lib/i18n';
import { lazyChunk } from '../../../lib/load-chunk';
import { localized } from '../../../lib/localized';
import { saveProgress } from '../api/content';
import type { PlayerHandle } from './media-lesson';

// The player (speeds, shortcuts, captions, the following transcript) comes with a video or
// audio lesson only: articles, PDFs, quizzes and every other page never download it.
const MediaLesson = lazyChunk(() => import('./media-lesson').then((module) => module.MediaLesson));

interface LessonBodyProps {
  item: ContentItem;
  isTracking: boolean;
  onProgress(progress: number): void;
  onEnded(): void;
  /** A video or audio lesson's player, handed to the page (see `MediaLesson`). */
  onPlayer?(player: PlayerHandle | null): void;
}

/** A PDF in a frame; opening it counts as progress (at least 10 %). */
function PdfLesson({ item, isTracking, onProgress }: LessonBodyProps) {
  const { t, locale } = useTranslation('learning');
  const hasRecorded = useRef(false);
  if (item.content_data.type !== 'pdf') return null;
  const url = localized(item.content_data, 'url', locale);

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
  if (data.type === 'video' || data.type === 'audio') {
    return (
      <Suspense
        fallback={
          <div
            className={`w-full rounded-2xl bg-slate-200 ${data.type === 'video' ? 'aspect-video' : 'h-14'}`}
          />
        }
      >
        <MediaLesson {...props} />
      </Suspense>
    );
  }
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
