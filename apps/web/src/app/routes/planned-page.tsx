import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../lib/i18n';
import type { TitleKey } from '../route-handle';

type PlannedPage =
  | 'home'
  | 'courseList'
  | 'courseDetail'
  | 'contentViewer'
  | 'teacherList'
  | 'teacherDetail'
  | 'about'
  | 'faq'
  | 'cases'
  | 'rewards'
  | 'rewardSubmit';

const titledPages = new Set<string>([
  'home',
  'courseList',
  'courseDetail',
  'teacherList',
  'teacherDetail',
]);

/** A page whose feature is still to be built: its real heading and purpose, and no invented data. */
export function PlannedPage({ page }: { page: PlannedPage }) {
  const { t } = useTranslation('pages');
  const title = titledPages.has(page)
    ? t(`common:titles.${page as TitleKey}`)
    : t(`${page}.heading`);
  return <PageHeading title={title} description={t(`${page}.description`)} />;
}
