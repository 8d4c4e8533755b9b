import { href } from '@academy/contracts/app-routes';
import type { OwnCertificate } from '@academy/contracts/certificates';
import {
  CERTIFICATE_NAME_MAX_LENGTH,
  certificatePath,
} from '@academy/contracts/certificates.rules';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormNotice, type Notice } from '../../../components/ui/form-notice';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { useSession } from '../../../lib/session';
import {
  CERTIFICATES_PAGE_SIZE,
  downloadCertificate,
  useMyCertificates,
  useNameCertificate,
} from '../api/certificates';
import { formatIssueDay } from './format-issue-day';

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

/**
 * A certificate earned without a name: it is issued once the learner gives the name to print,
 * which is then fixed, so the field starts from the profile's name for them to check.
 */
function PendingCertificate({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('certificates');
  const profileName = useSession().user?.full_name ?? '';
  const [name, setName] = useState(profileName);
  const [notice, setNotice] = useState<Notice | null>(null);
  const issue = useNameCertificate();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    issue.mutate(
      { code, learner_name: name.trim() },
      { onError: (error) => setNotice({ ok: false, error, fallbackKey: 'issueFailed' }) },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="w-full space-y-3">
      <p className="font-semibold text-amber-900">{t('pendingTitle')}</p>
      <p className="text-sm text-muted">{t('pendingText')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label={t('pendingName')}
          aria-label={t('pendingNameFor', { course: title })}
          value={name}
          maxLength={CERTIFICATE_NAME_MAX_LENGTH}
          required
          className="min-w-0 flex-1"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={!name.trim()} isLoading={issue.isPending}>
          {t('issue')}
        </Button>
      </div>
      <FormNotice notice={notice} t={t} />
    </form>
  );
}

/** An issued certificate: its day of issue, its public page and its PDF. */
function IssuedCertificate({
  certificate,
  issuedDay,
  title,
}: {
  certificate: OwnCertificate;
  issuedDay: string;
  title: string;
}) {
  const { t, locale } = useTranslation('certificates');
  return (
    <>
      <div className="min-w-0 space-y-1">
        <p className="break-words font-semibold text-navy-900">{title}</p>
        <p className="text-sm text-muted">
          {t('issuedOn', { date: formatIssueDay(issuedDay, locale) })}
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
    </>
  );
}

/**
 * The learner's certificates in the profile: each issued one with its public page and its PDF,
 * each pending one (first) asking for the name to print.
 */
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
        <Link to={href('courseList')} className="font-semibold text-teal-700 hover:underline">
          {t('browseCourses')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {list.map((certificate) => {
          const title = localized(certificate, 'course_title', locale);
          return (
            <li
              key={certificate.code}
              className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4 ${
                certificate.issued_day ? 'border-slate-200' : 'border-amber-300 bg-amber-50'
              }`}
            >
              {certificate.issued_day ? (
                <IssuedCertificate
                  certificate={certificate}
                  issuedDay={certificate.issued_day}
                  title={title}
                />
              ) : (
                <>
                  <p className="break-words font-semibold text-navy-900">{title}</p>
                  <PendingCertificate code={certificate.code} title={title} />
                </>
              )}
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
