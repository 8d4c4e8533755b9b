import { Link } from 'react-router';
import { PageHeading } from '../../components/ui/page-heading';
import { mistakesQuery } from '../../features/learning/api/mistakes';
import { MistakesBook } from '../../features/learning/components/mistakes-book';
import { useTranslation } from '../../lib/i18n';
import type { PrefetchContext } from '../prefetch-context';

/** A signed-in learner's book starts loading with the page. */
export function prefetch({ queryClient, userId }: PrefetchContext) {
  if (userId !== undefined) void queryClient.prefetchQuery(mistakesQuery(userId));
}

/** /profile/mistakes: the mistakes book, a page of the learner's profile. */
export function MistakesPage() {
  const { t } = useTranslation('my-learning');
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/profile" className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('common:titles.profile')}
      </Link>
      <div className="mt-4">
        <PageHeading title={t('common:titles.mistakes')} description={t('mistakes.description')} />
      </div>
      <MistakesBook />
    </div>
  );
}

export { MistakesPage as Component };
