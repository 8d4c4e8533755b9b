import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useTranslation } from '../../../lib/i18n';

/**
 * A headed section of the workspace over one page of a list: loading, a failure with a retry, a
 * line when the list is empty, else the page's rows and the pages.
 */
export function PagedSection<T>({
  id,
  heading,
  className,
  read,
  page,
  pageSize,
  onPage,
  emptyText,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  read: UseQueryResult<{ list: T[]; count: number }, unknown>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  emptyText: string;
  children: (list: T[]) => ReactNode;
}) {
  const { t } = useTranslation('teaching');
  let body: ReactNode;
  if (read.isPending) body = <LoadingState />;
  else if (read.isError) {
    body = <ErrorState message={t('loadFailed')} onRetry={() => void read.refetch()} />;
  } else if (read.data.count === 0) {
    body = <p className="text-sm text-muted">{emptyText}</p>;
  } else {
    body = (
      <>
        {children(read.data.list)}
        <Pagination
          page={page}
          totalPages={Math.ceil(read.data.count / pageSize)}
          onChange={onPage}
        />
      </>
    );
  }
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      {body}
    </section>
  );
}
