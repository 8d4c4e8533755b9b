import { href } from '@academy/contracts/app-routes';
import type { ContentSummary, CourseProgress } from '@academy/contracts/learning';
import type { ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { CheckIcon, Icon } from '../../../components/ui/icons';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useContentList } from '../../../lib/content-list';
import { formatDuration } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useSession } from '../../../lib/session';

// A lesson's type and lock, drawn here: the outline is their only user.
const ArticleIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M7 3h7l5 5v13H7z" />
    <path d="M14 3v5h5M10 12h6M10 16h6" />
  </Icon>
);

const VideoIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="M16 10l5-3v10l-5-3" />
  </Icon>
);

const HeadphonesIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M4 15v-3a8 8 0 0 1 16 0v3" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </Icon>
);

const DocumentIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <path d="M6 3h8l4 4v14H6z" />
    <path d="M14 3v4h4M9 13h6M9 17h4" />
  </Icon>
);

const QuizIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 12.5l2 2 4-4" />
  </Icon>
);

const LockIcon = (props: SVGProps<SVGSVGElement>) => (
  <Icon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

// SVG, not emoji: emoji render as empty boxes where no emoji font is installed.
const typeIcon: Record<ContentSummary['type'], typeof ArticleIcon> = {
  text: ArticleIcon,
  video: VideoIcon,
  audio: HeadphonesIcon,
  pdf: DocumentIcon,
  quiz: QuizIcon,
};

/** A learner's share of the course's items completed, as text and as a bar. */
function OutlineProgress({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="min-w-48 flex-1 sm:max-w-xs">
      <p className="mb-1 text-sm text-muted">
        {t('outline.progress', {
          completed: progress.completed,
          total: progress.total,
          percentage: progress.percentage,
        })}
      </p>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percentage}
        aria-label={t('outline.progressLabel')}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-teal-700" style={{ width: `${progress.percentage}%` }} />
      </div>
    </div>
  );
}

/** One item of the outline: a link into the viewer with access, a locked row without. */
function OutlineItem({
  item,
  position,
  courseId,
  hasAccess,
  extra,
}: {
  item: ContentSummary;
  position: number;
  courseId: number;
  hasAccess: boolean;
  extra: ReactNode;
}) {
  const { t, locale } = useTranslation('catalogue');
  const TypeIcon = typeIcon[item.type];
  const body = (
    <>
      <TypeIcon className="shrink-0 text-teal-700" width={22} height={22} />
      <span className="flex-1">
        <span className="block font-medium text-navy-900">
          {position}. {localized(item, 'title', locale)}
        </span>
        <span className="text-sm text-muted">
          {t(`types.${item.type}`)} · {formatDuration(item.duration, locale)}
        </span>
      </span>
      {extra}
      {item.completed_by_user && (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <CheckIcon width={16} height={16} />
          {t('outline.completed')}
        </span>
      )}
    </>
  );
  return hasAccess ? (
    <Link
      to={href('contentViewer', { courseId, contentId: item.id })}
      className="flex items-center gap-3 px-4 py-3 hover:bg-surface"
    >
      {body}
    </Link>
  ) : (
    <div className="flex items-center gap-3 px-4 py-3 opacity-80">
      {body}
      <span className="sr-only">{t('outline.locked')}</span>
      <LockIcon className="shrink-0 text-muted" />
    </div>
  );
}

/**
 * The course's items with type, duration and, for a learner, completion and overall progress.
 * `lessonExtra` adds what the page composes beside each lesson (its count of questions).
 */
export function CourseOutline({
  courseId,
  hasAccess,
  lessonExtra,
}: {
  courseId: number;
  hasAccess: boolean;
  lessonExtra?: (contentId: number) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useSession();
  const outline = useContentList(courseId);

  const heading = (
    <h2 id="outline-heading" className="text-xl font-semibold text-navy-900">
      {t('outline.heading')}
    </h2>
  );
  if (outline.isPending || outline.isError) {
    return (
      <section data-slot="course-outline" aria-labelledby="outline-heading" className="space-y-4">
        {heading}
        {outline.isPending ? (
          <LoadingState />
        ) : (
          <ErrorState message={t('outline.error')} onRetry={() => void outline.refetch()} />
        )}
      </section>
    );
  }
  const { list, course_progress: progress } = outline.data;
  return (
    <section data-slot="course-outline" aria-labelledby="outline-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        {isAuthenticated && list.length > 0 && <OutlineProgress progress={progress} />}
      </div>
      {list.length === 0 ? (
        <p className="text-muted">{t('outline.empty')}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {list.map((item, index) => (
            <li key={item.id}>
              <OutlineItem
                item={item}
                position={index + 1}
                courseId={courseId}
                hasAccess={hasAccess}
                extra={lessonExtra?.(item.id)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
