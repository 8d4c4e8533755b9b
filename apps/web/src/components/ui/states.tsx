import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { Button, buttonClasses } from './button';
import { Spinner } from './spinner';

/** A centred loading indicator for a section that is fetching. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16 text-teal-700">
      <Spinner label={label ?? t('loading')} />
    </div>
  );
}

/** Nothing to show (no results, no history), with an optional next step. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-12 text-center">
      <p className="text-muted">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** A failed load, announced, with a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center text-red-800"
    >
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** Grey placeholder blocks shaped like the cards that are loading. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          key={index}
          className="animate-pulse overflow-hidden rounded-2xl border border-slate-200"
        >
          <div className="aspect-[16/9] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

type BadgeTone = 'navy' | 'teal' | 'gold' | 'slate' | 'red' | 'green';
const tones: Record<BadgeTone, string> = {
  navy: 'bg-navy-900 text-white',
  teal: 'bg-teal-700 text-white',
  gold: 'bg-amber-100 text-amber-900',
  slate: 'bg-slate-100 text-slate-800',
  red: 'bg-red-100 text-red-800',
  green: 'bg-emerald-100 text-emerald-900',
};

/** A short label on a card or row (level, Featured, Free, a status). */
export function Badge({ tone = 'slate', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * A detail page that could not load: an unknown or malformed id (400/404) gets a title and a
 * way back; any other failure an error with retry.
 */
/** A page whose subject does not exist: says so, with the way back. */
export function NotFoundState({
  title,
  back,
}: {
  title: string;
  back: { to: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
      <Link to={back.to} className={`${buttonClasses('secondary')} mt-6`}>
        {back.label}
      </Link>
    </div>
  );
}

export function DetailLoadError({
  error,
  notFoundTitle,
  back,
  errorMessage,
  onRetry,
}: {
  error: unknown;
  notFoundTitle: string;
  back: { to: string; label: string };
  errorMessage: string;
  onRetry(): void;
}) {
  const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  if (isMissing) return <NotFoundState title={notFoundTitle} back={back} />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <ErrorState message={errorMessage} onRetry={onRetry} />
    </div>
  );
}
