import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/render-app';
import { ApiError, apiRequest } from './api-client';
import { initI18n } from './i18n';

const respond = (status: number, body: unknown) =>
  vi
    .fn()
    .mockResolvedValue(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
    );

beforeAll(() => initI18n('en'));

describe('apiRequest', () => {
  it('unwraps the success envelope and sends the language and token', async () => {
    const fetchMock = respond(200, { code: 1, msg: 'ok', data: { answer: 42 } });
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    await expect(
      apiRequest<{ answer: number }>('/api/thing', { query: { page: 2, skip: undefined } }),
    ).resolves.toEqual({ answer: 42 });
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.toString()).toMatch(/\/api\/thing\?page=2$/);
    expect(init.headers).toMatchObject({
      'accept-language': 'en',
      authorization: 'Bearer test-token',
    });
  });

  it('turns the failure envelope into an ApiError with code, status and fields', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, {
        code: 0,
        msg: 'Some fields are invalid.',
        error: 'VALIDATION_FAILED',
        fields: { email: 'Invalid' },
      }),
    );
    const error = await apiRequest('/api/users/login', { method: 'POST', body: {} }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fields: { email: 'Invalid' },
    });
  });

  it('reports a network failure or a non-JSON answer as a generic error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
    vi.stubGlobal('fetch', respond(502, '<html>Bad gateway</html>'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ code: 'NETWORK', status: 502 });
  });
});
