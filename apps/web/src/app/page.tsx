import type { TitleKey } from '@academy/contracts/app-routes';
import { type ReactNode, Suspense } from 'react';
import { Spinner } from '../components/ui/spinner';
import { useDocumentTitle } from '../lib/document-title';
import { useTranslation } from '../lib/i18n';

/** Waits for a lazy page with a spinner. */
export function PageSuspense({ children }: { children: ReactNode }) {
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
    </Suspense>
  );
}

/** Every public route renders through this: it sets the page title and waits for lazy pages. */
export function Page({ title, children }: { title?: TitleKey; children: ReactNode }) {
  useDocumentTitle(title);
  return <PageSuspense>{children}</PageSuspense>;
}
