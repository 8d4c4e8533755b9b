import { describe, expect, it } from 'vitest';
import { buildUser } from './test/factories';
import { buildIsolatedApp, captureLogs, useTestApp } from './test/test-app';

const ctx = useTestApp();

describe('failures and logs', () => {
  it('never shows a stack, SQL or path in a 500, but logs it with the request id', async () => {
    const { lines, stream } = captureLogs();
    const app = await buildIsolatedApp({ LOG_LEVEL: 'error' }, { logStream: stream });
    app.get('/api/test/boom', async () => {
      throw new Error('select password_hash from users -- /srv/academy/secret.ts');
    });
    const response = await app.inject({
      url: '/api/test/boom',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      code: 0,
      msg: 'An error occurred. Please try again.',
      error: 'INTERNAL',
      request_id: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/select|secret|\.ts|at /);
    const logged = lines.join('');
    expect(logged).toContain('password_hash');
    expect(logged).toContain(body.request_id);
    await app.close();
  });

  it('keeps passwords and tokens out of the logs', async () => {
    const { lines, stream } = captureLogs();
    const app = await buildIsolatedApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    const user = await buildUser(ctx.db, { password: 'very-secret-password' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: 'very-secret-password' },
    });
    const token = login.json().data.token as string;
    await app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ url: `/api/users/verify?token=${token}` });
    await app.inject({ url: '/api/users/profile', headers: { token } });
    const logged = lines.join('');
    expect(logged).toContain('/api/users/verify?token=[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('very-secret-password');
    await app.close();
  });

  it('logs one record per request, with its status and time', async () => {
    const { lines, stream } = captureLogs();
    const app = await buildIsolatedApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    const response = await app.inject({ url: '/api/site/settings' });
    const records = lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((record) => record.reqId === response.headers['x-request-id']);
    expect(records).toEqual([
      expect.objectContaining({
        req: expect.objectContaining({ method: 'GET', url: '/api/site/settings' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    await app.close();
  });
});
