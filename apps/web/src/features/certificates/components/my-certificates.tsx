import { certificatePath } from '@academy/contracts/certificates.rules';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import {
  CERTIFICATES_PAGE_SIZE,
  downloadCertificate,
  useMyCertificates,
} from '../api/certificates';

/** One certificate's PDF button: saving takes a moment (the PDF is made on the server). */
function DownloadButton({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('certificates');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  async function handleDownload() {
    setState('busy');
    try {
      await downloadCertificate(code);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        onClick={() => void handleDownload()}
        disabled={state === 'busy'}
        aria-label={t('downloadFor', { course: title })}
      >
        {state === 'busy' ? t('downloading') : t('download')}
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-sm text-red-700">
          {t('downloadError')}
        </span>
      )}
    </span>
  );
}

/** The learner's certificates in the profile: each with its public page and its PDF. */
export function MyCertificates() {
  const { t, locale } = useTranslation('certificates');
  const [page, setPage] = useState(1);
  const certificates = useMyCertificates(page);
  if (certificates.isPending) return <LoadingState />;
  if (certificates.isError) {
    return <ErrorState message={t('listError')} onRetry={() => void certificates.refetch()} />;
  }
  const { list, count } = certificates.data;
  if (list.length === 0) {
    return (
      <EmptyState message={t('empty')}>
        <Link to="/courses" className="font-semibold text-teal-700 hover:underline">
          {t('browseCourses')}
        </Link>
      </EmptyState>
    );
  }
  const hasUnnamed = list.some((certificate) => !certificate.learner_name);
  return (
    <>
      {hasUnnamed && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('addName')}
        </p>
      )}
      <ul className="space-y-3">
        {list.map((certificate) => {
          const title = localized(certificate, 'course_title', locale);
          return (
            <li
              key={certificate.code}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
            >
              <div className="min-w-0 space-y-1">
                <p className="break-words font-semibold text-navy-900">{title}</p>
                <p className="text-sm text-muted">
                  {t('issuedOn', { date: formatDate(certificate.issued_at, locale) })}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <Link
                  to={certificatePath(certificate.code)}
                  className="text-sm font-semibold text-teal-700 hover:underline"
                  aria-label={t('viewFor', { course: title })}
                >
                  {t('view')}
                </Link>
                <DownloadButton code={certificate.code} title={title} />
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        totalPages={Math.ceil(count / CERTIFICATES_PAGE_SIZE)}
        onChange={setPage}
      />
    </>
  );
}
