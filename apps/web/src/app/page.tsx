import type { TitleKey } from '@academy/contracts/app-routes';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { ErrorState } from '../components/ui/states';
import { useDocumentTitle } from '../lib/document-title';
import { useTranslation } from '../lib/i18n';
import { isChunkLoadError, retryFailedChunks } from '../lib/load-chunk';
import { ErrorBoundary } from './error-boundary';

/**
 * Marks the root once React has committed the page: from then on it answers input. Until then a
 * click on what the server rendered does nothing (a page whose boundary is still dehydrated
 * drops it), so the journeys wait for the mark.
 */
export function MarkTakenOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) root.dataset.live = '';
  }, []);
  return null;
}

/** Waits for a lazy page with a spinner; the page marks the root taken over once it is in. */
function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-24 text-teal-700">
          <Spinner label={t('loading')} />
        </div>
      }
    >
      {children}
      <MarkTakenOver />
    </Suspense>
  );
}

/**
 * A page whose code or texts could not be fetched: said in the common texts, which every page
 * has before its first render, with a retry that fetches what failed once the network is back.
 */
function PageLoadError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-6 text-3xl font-bold text-navy-900">{t('pageLoadFailed.title')}</h1>
      <ErrorState message={t('pageLoadFailed.description')} onRetry={onRetry} />
    </section>
  );
}

/**
 * Waits for a lazy page with a spinner and, inside the layout (the header stays), shows a page
 * whose code or texts could not load, with a retry.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      catches={isChunkLoadError}
      // What failed is fetched again on the retry, and on coming back after moving on.
      onReset={retryFailedChunks}
      fallback={(retry) => <PageLoadError onRetry={retry} />}
    >
      <PageSuspense>{children}</PageSuspense>
    </ErrorBoundary>
  );
}

/** Every public route renders through this: it sets the page title and guards the page's loading. */
export function Page({ title, children }: { title?: TitleKey; children: ReactNode }) {
  useDocumentTitle(title);
  return <PageBoundary>{children}</PageBoundary>;
}
