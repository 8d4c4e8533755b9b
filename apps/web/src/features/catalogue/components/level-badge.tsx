import type { DifficultyLevel } from '@academy/contracts/catalogue';
import { Badge } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';

const tone = { beginner: 'green', intermediate: 'teal', advanced: 'navy' } as const;

/** The course level as a coloured label. */
export function LevelBadge({ level }: { level: DifficultyLevel }) {
  const { t } = useTranslation();
  return <Badge tone={tone[level]}>{t(`levels.${level}`)}</Badge>;
}
