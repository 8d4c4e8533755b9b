import type { ComponentProps, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { Button, buttonClasses } from './button';
import { EmptyState } from './states';

/** The page numbers to show: a window of `size` around the current page, clamped to the ends. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** The current address's query string with `page` set to `page` (left out for the first). */
function withPage(search: string, page: number): string {
  const query = new URLSearchParams(search);
  if (page > 1) query.set('page', String(page));
  else query.delete('page');
  return `?${query}`;
}

/**
 * The answer for a page past the end of a list that has entries (an old link, a hand-typed
 * `?page=99`): say so and offer the last page, rather than "nothing matches". A list whose page
 * is the address's `page` parameter offers a link, which works on a server-rendered page before
 * its script has run; a list that keeps its page itself passes `onPage` and gets a button.
 */
export function ListEmptyState({
  message,
  page,
  total,
  pageSize,
  onPage,
}: {
  message: string;
  page: number;
  total: number;
  pageSize: number;
  onPage?(page: number): void;
}) {
  const { t } = useTranslation();
  const lastPage = Math.ceil(total / pageSize);
  if (total === 0 || page <= lastPage) return <EmptyState message={message} />;
  const label = t('goToLastPage', { count: lastPage });
  return (
    <EmptyState message={t('pastLastPage', { page, count: lastPage })}>
      {onPage ? (
        <Button variant="secondary" onClick={() => onPage(lastPage)}>
          {label}
        </Button>
      ) : (
        <PageLink to={lastPage} className={buttonClasses('secondary')}>
          {label}
        </PageLink>
      )}
    </EmptyState>
  );
}

interface PaginationProps {
  page: number;
  totalPages: number;
  /**
   * For a list that keeps its page itself. Without it the page is the address's `page`
   * parameter and each page is a link: a crawler follows it, and it works on a server-rendered
   * page before its script has run.
   */
  onChange?(page: number): void;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const otherPage = 'border-slate-300 bg-white text-navy-900 hover:bg-surface';
const thisPage = 'border-navy-900 bg-navy-900 text-white';

/** A link to a page of the list the address pages. */
function PageLink({ to, ...props }: { to: number } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const { search } = useLocation();
  return (
    <Link
      to={{ search: withPage(search, to) }}
      onClick={() => window.scrollTo({ top: 0 })}
      {...props}
    />
  );
}

/**
 * The one pagination control: previous, a window of five pages, next. Hidden for one page. As
 * links, previous and next are left out where there is no such page.
 */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const item = (to: number, children: ReactNode, isCurrent = false, label?: string) => {
    const props = {
      className: `${itemClass} ${isCurrent ? thisPage : otherPage}`,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'aria-label': label,
      children,
    };
    const isNone = to < 1 || to > totalPages;
    if (!onChange) return isNone ? null : <PageLink key={to} to={to} {...props} />;
    return (
      <button key={to} type="button" disabled={isNone} onClick={() => onChange(to)} {...props} />
    );
  };
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap justify-center gap-2">
      {item(page - 1, t('pagination.previous'))}
      {pageWindow(page, totalPages).map((number) =>
        item(number, number, number === page, t('pagination.page', { page: number })),
      )}
      {item(page + 1, t('pagination.next'))}
    </nav>
  );
}
