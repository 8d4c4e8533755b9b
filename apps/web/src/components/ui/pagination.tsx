import { useTranslation } from '../../lib/i18n';

/** The page numbers to show: a window of `size` around the current page, clamped to the ends. */
export function pageWindow(current: number, total: number, size = 5): number[] {
  if (total <= 0) return [];
  const half = Math.floor(size / 2);
  const start = Math.max(1, Math.min(current - half, total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange(page: number): void;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

/** The one pagination control: previous, a window of five pages, next. Hidden for one page. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="mt-8 flex flex-wrap justify-center gap-2">
      <button
        type="button"
        className={`${itemClass} border-slate-300 bg-white text-navy-900 hover:bg-surface`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: number })}
          className={`${itemClass} ${
            number === page
              ? 'border-navy-900 bg-navy-900 text-white'
              : 'border-slate-300 bg-white text-navy-900 hover:bg-surface'
          }`}
          onClick={() => onChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={`${itemClass} border-slate-300 bg-white text-navy-900 hover:bg-surface`}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </button>
    </nav>
  );
}
