import { ApiError } from './api-client';
import { currentLocale } from './i18n';
import { readStoredToken } from './storage';

/**
 * GETs a file (an admin export, a certificate) and saves it as the file the server names. Calls
 * are signed with a bearer token, which a plain link cannot carry: the file is fetched, then
 * handed to the browser as a blob. Texts come in the UI language; a refusal throws the
 * envelope's ApiError.
 */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  accept: string,
): Promise<void> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const token = readStoredToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept,
        'accept-language': currentLocale(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  if (!response.ok) {
    const payload = await response.json().catch(() => null);
    throw new ApiError(response.status, payload?.error ?? 'INTERNAL', payload?.msg ?? '');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
