import type { Certificate, CertificateList } from '@academy/contracts/certificates';
import { certificateCall } from '@academy/contracts/public-reads';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRead, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const CERTIFICATES_PAGE_SIZE = 10;

/** GET /api/certificate/verify: what a certificate proves, for anyone holding its code. */
export const getCertificate = (code: string) => apiRead<Certificate>(certificateCall(code));

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.certificates.detail(code),
    queryFn: () => getCertificate(code),
    // An unknown code stays unknown: a 404 is an answer, not a failure to retry.
    retry: false,
  });

export const useCertificate = (code: string) => useQuery(certificateQuery(code));

/** GET /api/certificate/list: the learner's own certificates, newest first. */
export const getMyCertificates = (page: number) =>
  apiRequest<CertificateList>('/api/certificate/list', {
    query: { page, page_size: CERTIFICATES_PAGE_SIZE },
  });

export const useMyCertificates = (page: number) => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: queryKeys.certificates.mine(userId, page),
    queryFn: () => getMyCertificates(page),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/certificate/pdf: saves the learner's own certificate as a PDF. */
export const downloadCertificate = (code: string) =>
  downloadFile('/api/certificate/pdf', { code }, 'application/pdf');
