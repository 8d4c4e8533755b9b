import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/render-app';
import { ApiError, apiRequest } from './api-client';
import { describeError } from './errors';
import { initI18n, translate } from './i18n';

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

  it('sends one Idempotency-Key per action: again on a retry after the network dropped, anew after an answer', async () => {
    const keyOf = (call: unknown) =>
      ((call as [URL, RequestInit])[1].headers as Record<string, string>)['idempotency-key'];
    const body = { content_id: 7, answers: { q1: true } };
    const dropped = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', dropped);
    const error = await apiRequest('/api/content/quiz/submit', { method: 'POST', body }).catch(
      (caught) => caught,
    );
    expect(error).toMatchObject({ code: 'NETWORK' });
    expect(describeError(error, translate, '')).toBe('The network dropped; try again.');

    const answered = vi
      .fn()
      .mockImplementation(
        async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: {} })),
      );
    vi.stubGlobal('fetch', answered);
    await apiRequest('/api/content/quiz/submit', { method: 'POST', body });
    await apiRequest('/api/content/quiz/submit', { method: 'POST', body });
    const first = keyOf(dropped.mock.calls[0]);
    expect(first).toMatch(/^[\w-]{36}$/);
    expect(keyOf(answered.mock.calls[0])).toBe(first);
    expect(keyOf(answered.mock.calls[1])).not.toBe(first);

    await apiRequest('/api/thing');
    expect(keyOf(answered.mock.calls[2])).toBeUndefined();
  });
});
