import type { ContentItem } from '@academy/contracts/learning';
import { Badge } from '../../../components/ui/states';
import { formatDuration } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** A lesson's type, length and completion, its title and its description. */
export function LessonHeader({ item, isCompleted }: { item: ContentItem; isCompleted: boolean }) {
  const { t, locale } = useTranslation('learning');
  return (
    <header className="mt-4 mb-6 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="teal">{t(`types.${item.type}`)}</Badge>
        <span className="text-sm text-muted">{formatDuration(item.duration, locale)}</span>
        {isCompleted && <Badge tone="green">{t('completed')}</Badge>}
      </div>
      <h1 className="text-3xl font-bold text-navy-900">{localized(item, 'title', locale)}</h1>
      {item.description && <p className="text-muted">{localized(item, 'description', locale)}</p>}
    </header>
  );
}
