import type { CourseLearner } from '@academy/contracts/teaching';
import { useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/ui/data-table';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { LEARNERS_PAGE_SIZE, useCourseLearners } from '../api/teaching';
import { PagedSection } from './paged-section';

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
  return (
    <PagedSection
      id="teaching-learners"
      heading={t('learners')}
      className="space-y-2"
      read={learners}
      page={page}
      pageSize={LEARNERS_PAGE_SIZE}
      onPage={setPage}
      emptyText={t('learnersNone')}
    >
      {(list) => (
        <DataTable
          columns={columns}
          rows={list}
          // A teacher is given no learner's id, and a page's rows are replaced whole.
          rowKey={(_learner, index) => `${page}-${index}`}
        />
      )}
    </PagedSection>
  );
}
