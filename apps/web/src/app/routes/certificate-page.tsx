import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { certificateQuery, useCertificate } from '../../features/certificates/api/certificates';
import { CertificateView } from '../../features/certificates/components/certificate-view';
import { ApiError } from '../../lib/api-client';
import { usePageTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/i18n';
import type { PrefetchContext } from '../prefetch-context';

/** What the code proves, asked before the first render. */
export function prefetch({ queryClient, params }: PrefetchContext) {
  if (params.code) void queryClient.prefetchQuery(certificateQuery(params.code));
}

/**
 * /certificates/:code: anyone holding a certificate's code checks it here. An unknown code says
 * plainly that no such certificate exists (the API answered 404).
 */
export function CertificatePage() {
  const { t } = useTranslation('certificates');
  const code = useParams().code ?? '';
  const certificate = useCertificate(code);
  const isUnknown =
    certificate.isError &&
    certificate.error instanceof ApiError &&
    (certificate.error.status === 404 || certificate.error.status === 400);
  usePageTitle('certificate', isUnknown ? t('notFoundTitle') : undefined);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {certificate.isPending ? (
        <LoadingState />
      ) : isUnknown ? (
        <div className="py-8 text-center">
          <h1 className="text-2xl font-bold text-navy-900">{t('notFoundTitle')}</h1>
          <p className="mx-auto mt-3 max-w-xl text-muted">{t('notFoundText')}</p>
          <Link to="/" className={`${buttonClasses('secondary')} mt-6`}>
            {t('backHome')}
          </Link>
        </div>
      ) : certificate.isError ? (
        <ErrorState message={t('error')} onRetry={() => void certificate.refetch()} />
      ) : (
        <>
          <CertificateView certificate={certificate.data} />
          <p className="mt-6 text-center text-sm text-muted">{t('explainer')}</p>
        </>
      )}
    </div>
  );
}

export { CertificatePage as Component };
