import type { AdminPage } from '@academy/contracts/admin';
import type { UploadKind } from '@academy/contracts/admin-overview';
import type { ErrorCode } from '@academy/contracts/common';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { ApiError, apiRequest } from './api-client';
import { currentLocale } from './i18n';
import { readStoredToken } from './storage';

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

export interface UploadOptions {
  /** Called as the bytes leave, with the share sent so far (0–100). */
  onProgress?: (percent: number) => void;
  /** Aborting stops the transfer; the server keeps nothing of it. */
  signal?: AbortSignal;
}

/** The upload was cancelled by its signal (not a failure to report). */
export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** Sends one file and answers its /media URL. */
export type UploadSender = (
  file: File,
  kind: UploadKind,
  options?: UploadOptions,
) => Promise<string>;

/**
 * A sender to an uploads endpoint (`/api/admin/uploads`, a teacher's `/api/teach/uploads`): it
 * streams a file up and returns its /media URL. XMLHttpRequest, not fetch, because only it
 * reports how much of a request body has been sent.
 */
export const uploaderTo =
  (endpoint: string): UploadSender =>
  (file, kind, { onProgress, signal } = {}) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new UploadCancelled());
      const request = new XMLHttpRequest();
      request.open('POST', `${endpoint}?kind=${kind}`);
      request.responseType = 'json';
      request.setRequestHeader('accept', 'application/json');
      request.setRequestHeader('accept-language', currentLocale());
      const token = readStoredToken();
      if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        }
      };
      const abort = () => request.abort();
      signal?.addEventListener('abort', abort, { once: true });
      const settle = () => signal?.removeEventListener('abort', abort);
      request.onload = () => {
        settle();
        const payload = request.response as {
          code?: number;
          data?: { url: string };
          error?: ErrorCode;
          msg?: string;
        } | null;
        if (request.status === 200 && payload?.code === 1 && payload.data) {
          return resolve(payload.data.url);
        }
        reject(new ApiError(request.status, payload?.error ?? 'INTERNAL', payload?.msg ?? ''));
      };
      // A dropped connection or a refused one: no answer to read.
      request.onerror = () => {
        settle();
        reject(new ApiError(0, 'NETWORK', ''));
      };
      request.onabort = () => {
        settle();
        reject(new UploadCancelled());
      };
      const form = new FormData();
      form.append('file', file);
      request.send(form);
    });

/** POST /api/admin/uploads: the admin's files. */
export const uploadFile = uploaderTo('/api/admin/uploads');

/**
 * Where a form's files go: the admin's uploads unless a workspace provides its own sender (a
 * teacher's), so the upload fields and the lesson editors serve both.
 */
export const UploadContext = createContext<UploadSender>(uploadFile);

/** The nearest `UploadContext`'s sender. */
export const useUpload = () => useContext(UploadContext);
