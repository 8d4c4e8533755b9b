import { href } from '@academy/contracts/app-routes';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeading } from '../../components/ui/page-heading';
import { CardSkeletons, EmptyState, ErrorState } from '../../components/ui/states';
import { LevelBadge } from '../../features/catalogue/components/level-badge';
import { myLearningQuery, useMyLearning } from '../../features/learning/api/my-learning';
import { LearnerCourseCard } from '../../features/learning/components/learner-course-card';
import { useTranslation } from '../../lib/i18n';
import type { PrefetchContext } from '../prefetch-context';

/** A signed-in learner's list starts loading with the page. */
export function prefetch({ queryClient, userId }: PrefetchContext) {
  if (userId !== undefined) void queryClient.prefetchQuery(myLearningQuery(userId));
}

/** /learning: every course the learner unlocked or started, each with a way to continue. */
export function MyLearningPage() {
  const { t } = useTranslation('my-learning');
  const courses = useMyLearning();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={t('common:titles.myLearning')} description={t('description')}>
        <Link
          to={href('mistakes')}
          className="mt-4 inline-block font-semibold text-teal-700 hover:underline"
        >
          {t('mistakesLink')} →
        </Link>
      </PageHeading>
      {courses.isPending ? (
        <CardSkeletons count={2} />
      ) : courses.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void courses.refetch()} />
      ) : courses.data.list.length === 0 ? (
        <EmptyState message={t('empty')}>
          <Link to={href('courseList')} className={buttonClasses('primary')}>
            {t('browse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {courses.data.list.map((course, index) => (
            <LearnerCourseCard
              key={course.course_id}
              course={course}
              level={<LevelBadge level={course.difficulty_level} />}
              isAboveFold={index < 2}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

export { MyLearningPage as Component };
