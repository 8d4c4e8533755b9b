import { Suspense } from 'react';
import { PageHeading } from '../../components/ui/page-heading';
import { LoadingState } from '../../components/ui/states';
import { useTranslation } from '../../lib/i18n';
import { lazyChunk } from '../../lib/load-chunk';

// The workspace (its figures, the questions' threads and, further in, the admin's lesson editors)
// is a chunk of its own: the page's first JavaScript stays within the budget of every page.
const TeachWorkspace = lazyChunk(() =>
  import('../teach/teach-workspace').then((module) => module.TeachWorkspace),
);

/** /teach: a teacher's workspace (`app/teach/teach-workspace.tsx`). */
function TeachPage() {
  const { t } = useTranslation('teaching');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeading title={t('heading')} description={t('intro')} />
      <Suspense fallback={<LoadingState />}>
        <TeachWorkspace />
      </Suspense>
    </div>
  );
}

export { TeachPage as Component };
