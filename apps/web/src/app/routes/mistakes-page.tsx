import { mistakesQuery } from '../../features/learning/api/mistakes';
import { MistakesBook } from '../../features/learning/components/mistakes-book';
import { useTranslation } from '../../lib/i18n';
import { ProfileSubpage } from '../layouts/profile-subpage';
import type { PrefetchContext } from '../prefetch-context';

/** A signed-in learner's book starts loading with the page. */
export function prefetch({ queryClient, userId }: PrefetchContext) {
  if (userId !== undefined) void queryClient.prefetchQuery(mistakesQuery(userId));
}

/** /profile/mistakes: the mistakes book, a page of the learner's profile. */
export function MistakesPage() {
  const { t } = useTranslation('my-learning');
  return (
    <ProfileSubpage title={t('common:titles.mistakes')} description={t('mistakes.description')}>
      <MistakesBook />
    </ProfileSubpage>
  );
}

export { MistakesPage as Component };
