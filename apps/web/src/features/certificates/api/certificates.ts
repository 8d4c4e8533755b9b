import type {
  Certificate,
  CertificateList,
  NameCertificateRequest,
  OwnCertificate,
} from '@academy/contracts/certificates';
import { certificateCall } from '@academy/contracts/public-reads';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRead, apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

const certificateKeys = {
  detail: (code: string) => ['certificates', 'detail', code],
  allMine: ['certificates', 'mine'],
  mine: (userId: number | undefined, page: number) => ['certificates', 'mine', userId, page],
};

export const CERTIFICATES_PAGE_SIZE = 10;

/** GET /api/certificate/verify: what a certificate proves, for anyone holding its code. */
export const getCertificate = (code: string) => apiRead<Certificate>(certificateCall(code));

export const certificateQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.detail(code),
    queryFn: () => getCertificate(code),
    // An unknown code stays unknown: a 404 is an answer, not a failure to retry.
    retry: false,
  });

export const useCertificate = (code: string) => useQuery(certificateQuery(code));

/** GET /api/certificate/list: the learner's own certificates, pending ones first, then newest. */
export const getMyCertificates = (page: number) =>
  apiRequest<CertificateList>('/api/certificate/list', {
    query: { page, page_size: CERTIFICATES_PAGE_SIZE },
  });

export const useMyCertificates = (page: number) => {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: certificateKeys.mine(userId, page),
    queryFn: () => getMyCertificates(page),
    placeholderData: keepPreviousData,
  });
};

/** POST /api/certificate/name: issues a pending certificate in the name given, once. */
export const nameCertificate = (request: NameCertificateRequest) =>
  apiRequest<OwnCertificate>('/api/certificate/name', { method: 'POST', body: request });

/**
 * Names the certificate, then reloads the learner's certificates (it is issued now) and inbox
 * (which tells of the issue).
 */
export function useNameCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: nameCertificate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: certificateKeys.allMine }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      ]),
  });
}

/** GET /api/certificate/pdf: saves the learner's own certificate as a PDF. */
export const downloadCertificate = (code: string) =>
  downloadFile('/api/certificate/pdf', { code }, 'application/pdf');
