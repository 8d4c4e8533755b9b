import type { AdminPage } from '@academy/contracts/admin';
import type { UploadKind } from '@academy/contracts/admin-overview';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { readStoredToken } from '../../../lib/storage';

export interface TableParams {
  page: number;
  page_size: number;
  search?: string | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  [key: string]: string | number | undefined;
}

/** A page of an admin table (server-side search, sort and paging). */
export function useAdminPage<T>(path: string, params: TableParams) {
  return useQuery({
    queryKey: ['admin', path, params],
    queryFn: () => apiRequest<AdminPage<T>>(path, { query: params }),
    placeholderData: keepPreviousData,
  });
}

/** A whole admin list (small tables such as banners). */
export function useAdminList<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
  isEnabled = true,
) {
  return useQuery({
    queryKey: ['admin', path, query],
    queryFn: () => apiRequest<{ list: T[] }>(path, { query }),
    enabled: isEnabled,
  });
}

/** Any admin read that is not a list (stats, settings). */
export function useAdminData<T>(path: string) {
  return useQuery({ queryKey: ['admin', path], queryFn: () => apiRequest<T>(path) });
}

/** Create (POST), update (PUT /:id), delete (DELETE /:id) or act (POST any path); tables reload after. */
export function useAdminWrite<T = unknown>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      method,
      path,
      body,
    }: {
      method: 'POST' | 'PUT' | 'DELETE';
      path: string;
      body?: unknown;
    }) => apiRequest<T>(path, { method, ...(body === undefined ? {} : { body }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** POST /api/admin/uploads: streams a file up and returns its /media URL. */
export async function uploadFile(file: File, kind: UploadKind): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const token = readStoredToken();
  const response = await fetch(`/api/admin/uploads?kind=${kind}`, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      'accept-language': currentLocale(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const payload = await response.json().catch(() => null);
  if (response.ok && payload?.code === 1) return payload.data.url as string;
  throw new ApiError(response.status, payload?.error ?? 'INTERNAL', payload?.msg ?? '');
}
