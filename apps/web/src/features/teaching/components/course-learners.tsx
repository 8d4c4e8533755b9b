import type { CourseLearner } from '@academy/contracts/teaching';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
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
  const columns: TableColumn<CourseLearner>[] = [
    {
      id: 'name',
      header: t('learnerName'),
      cell: (learner) => learner.name,
      cellClassName: 'text-ink',
    },
    { id: 'done', header: t('lessonsDone'), cell: (learner) => learner.completed_lessons },
    {
      id: 'active',
      header: t('lastActive'),
      cell: (learner) =>
        learner.last_active_at ? formatDate(learner.last_active_at, locale) : t('never'),
    },
  ];
  let body: React.ReactNode;
  if (learners.isPending) body = <LoadingState />;
  else if (learners.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => learners.refetch()} />;
  } else if (learners.data.count === 0) {
    body = <p className="text-sm text-muted">{t('learnersNone')}</p>;
  } else {
    body = (
      <>
        <DataTable
          columns={columns}
          rows={learners.data.list}
          // A teacher is given no learner's id, and a page's rows are replaced whole.
          rowKey={(_learner, index) => `${page}-${index}`}
        />
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
