import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { LEARNERS_PAGE_SIZE, useCourseLearners } from '../api/teaching';

/** The course's learners by display name (never their accounts), most recently active first. */
export function CourseLearners({ courseId }: { courseId: number }) {
  const { t, locale } = useTranslation('teaching');
  const [page, setPage] = useState(1);
  const learners = useCourseLearners(courseId, page);
  let body: React.ReactNode;
  if (learners.isPending) body = <LoadingState />;
  else if (learners.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => learners.refetch()} />;
  } else if (learners.data.count === 0) {
    body = <p className="text-sm text-muted">{t('learnersNone')}</p>;
  } else {
    body = (
      <>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('learnerName')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('lessonsDone')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('lastActive')}
                </th>
              </tr>
            </thead>
            <tbody>
              {learners.data.list.map((learner, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a teacher is given no learner's id, and a page's rows are replaced whole
                <tr key={`${page}-${index}`} className="border-t border-slate-100">
                  <td className="py-2 pr-3 text-ink">{learner.name}</td>
                  <td className="py-2 pr-3">{learner.completed_lessons}</td>
                  <td className="py-2">
                    {learner.last_active_at
                      ? formatDate(learner.last_active_at, locale)
                      : t('never')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          totalPages={Math.ceil(learners.data.count / LEARNERS_PAGE_SIZE)}
          onChange={setPage}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="teaching-learners" className="space-y-2">
      <h2 id="teaching-learners" className="text-lg font-semibold text-ink">
        {t('learners')}
      </h2>
      {body}
    </section>
  );
}
