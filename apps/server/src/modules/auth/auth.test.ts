import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { SIGN_IN_BUDGET } from './accounts';
import { users } from './auth.schema';

const ctx = useTestApp();

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload, headers });
}

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(email: string, password: string) {
  const response = await post('/api/users/login', { email, password });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

describe('register', () => {
  it('explains invalid fields in the request language', async () => {
    const zh = await post('/api/users/register', { email: 'not-an-email', password: 'short' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toMatchObject({
      code: 0,
      error: 'VALIDATION_FAILED',
      msg: '部分字段填写有误。',
    });
    expect(Object.keys(zh.json().fields).sort()).toEqual(['email', 'password']);
    expect(zh.json().fields.password).toMatch(/[\u4e00-\u9fff]/);

    const en = await post(
      '/api/users/register',
      { email: 'a@example.com', password: 'short' },
      { 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(en.json().msg).toBe('Some fields are invalid.');
    expect(en.json().fields.password).toMatch(/8/);
  });

  it('refuses common passwords, blank ones and the email itself, saying why in both languages', async () => {
    const attempt = (email: string, password: string, language = 'en') =>
      post('/api/users/register', { email, password }, { 'accept-language': language });
    const cases = [
      ['password', /too common/],
      ['12345678', /too common/],
      ['Football', /too common/],
      ['        ', /only spaces/],
      ['mei.lin@example.com', /email address/],
      ['MEI.LIN@example.com', /email address/],
      ['mei.lin1', /email address/],
      ['mei.lin reads the tape', null],
    ] as const;
    for (const [password, reason] of cases) {
      const response = await attempt('mei.lin@example.com', password);
      if (reason) {
        expect(response.statusCode, password).toBe(400);
        expect(response.json().fields.password, password).toMatch(reason);
      } else {
        expect(response.statusCode, password).toBe(200);
      }
    }
    const zh = await attempt('wang@example.com', 'qwertyuiop', 'zh-CN');
    expect(zh.json().fields.password).toBe('该密码过于常见，容易被猜中，请换一个。');
  });
});

describe('login', () => {
  it('returns the user, a token and a device token, case-insensitively', async () => {
    const user = await buildUser(ctx.db, { email: 'mei@example.com' });
    const response = await post('/api/users/login', {
      email: 'MEI@example.com',
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 1,
      data: {
        user: { user_id: user.id, email: 'mei@example.com', role: 'student' },
        device_token: expect.stringMatching(/^[\w-]{43}$/),
      },
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    await buildUser(ctx.db, { email: 'known@example.com' });
    const wrongPassword = await post('/api/users/login', {
      email: 'known@example.com',
      password: 'wrong-password',
    });
    const unknownEmail = await post('/api/users/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json().error).toBe('INVALID_CREDENTIALS');
  });

  it('throttles an email after five attempts, known or not, with the same answer', async () => {
    const user = await buildUser(ctx.db);
    const answers = async (email: string) => {
      const statuses = [];
      let last = await post('/api/users/login', { email, password: 'not-it' });
      statuses.push(last.statusCode);
      for (let attempt = 1; attempt < SIGN_IN_BUDGET.limit + 2; attempt++) {
        last = await post('/api/users/login', { email, password: 'not-it' });
        statuses.push(last.statusCode);
      }
      return { statuses, last };
    };
    const known = await answers(user.email);
    const unknown = await answers('no.such.learner@example.com');
    expect(known.statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown.statuses).toEqual(known.statuses);
    expect(unknown.last.json()).toEqual(known.last.json());
    expect(known.last.json().error).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(known.last.headers['retry-after'])).toBeGreaterThan(800);
    // Even the right password waits: no guess is checked past the budget.
    const right = await post('/api/users/login', { email: user.email, password: user.password });
    expect(right.statusCode).toBe(429);
  });

  it('lets the owner in from a browser they signed in with while strangers are throttled', async () => {
    const user = await buildUser(ctx.db);
    const first = await post('/api/users/login', { email: user.email, password: user.password });
    const deviceToken = first.json().data.device_token as string;
    for (let attempt = 0; attempt < 8; attempt++) {
      await post('/api/users/login', { email: user.email, password: `guess-${attempt}` });
    }
    const stranger = await post('/api/users/login', { email: user.email, password: user.password });
    expect(stranger.statusCode).toBe(429);
    const owner = await post('/api/users/login', {
      email: user.email,
      password: user.password,
      device_token: deviceToken,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.device_token).toBe(deviceToken);
    // A device token of another account is just a guess at this one.
    const other = await buildUser(ctx.db);
    const foreign = await post('/api/users/login', {
      email: other.email,
      password: other.password,
      device_token: deviceToken,
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data.device_token).not.toBe(deviceToken);
  });

  it('refuses a disabled account and its existing sessions', async () => {
    const user = await buildUser(ctx.db);
    const token = await login(user.email, user.password);
    await ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const again = await post('/api/users/login', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('ACCOUNT_DISABLED');
    expect((await get('/api/users/profile', bearer(token))).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('requires a token for the profile', async () => {
    const response = await get('/api/users/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 0, error: 'UNAUTHENTICATED' });
    expect((await get('/api/users/profile', bearer('forged-token'))).statusCode).toBe(401);
  });

  it('accepts the token as Bearer, as the Token header and, for verify, as a query parameter', async () => {
    const user = await buildUser(ctx.db);
    const token = await login(user.email, user.password);
    expect((await get('/api/users/profile', { token })).statusCode).toBe(200);
    const verified = await get(`/api/users/verify?token=${token}`);
    expect(verified.json()).toMatchObject({
      code: 1,
      data: { valid: true, user: { user_id: user.id } },
    });
    expect((await get('/api/users/verify', bearer(token))).statusCode).toBe(200);
    expect((await get('/api/users/verify?token=bad')).statusCode).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const user = await buildUser(ctx.db);
    const token = await login(user.email, user.password);
    expect((await post('/api/users/logout', {}, bearer(token))).json()).toMatchObject({ code: 1 });
    expect((await get('/api/users/profile', bearer(token))).statusCode).toBe(401);
  });
});

describe('account', () => {
  it('changes the password, keeping this session and revoking the others', async () => {
    const user = await buildUser(ctx.db);
    const current = await login(user.email, user.password);
    const other = await login(user.email, user.password);

    const wrong = await post(
      '/api/users/changePassword',
      {
        current_password: 'not-it',
        new_password: 'brand-new-passphrase',
        confirm_password: 'brand-new-passphrase',
      },
      bearer(current),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'WRONG_PASSWORD',
      fields: { current_password: expect.any(String) },
    });

    const mismatch = await post(
      '/api/users/changePassword',
      {
        current_password: user.password,
        new_password: 'brand-new-passphrase',
        confirm_password: 'different',
      },
      { ...bearer(current), 'accept-language': 'en' },
    );
    expect(mismatch.json().fields).toEqual({ confirm_password: 'Passwords must match.' });

    const changed = await post(
      '/api/users/changePassword',
      {
        current_password: user.password,
        new_password: 'brand-new-passphrase',
        confirm_password: 'brand-new-passphrase',
      },
      bearer(current),
    );
    expect(changed.statusCode).toBe(200);
    for (const [password, reason] of [
      ['brand-new-passphrase', /differ from the current/],
      ['iloveyou', /too common/],
    ] as const) {
      const refused = await post(
        '/api/users/changePassword',
        {
          current_password: 'brand-new-passphrase',
          new_password: password,
          confirm_password: password,
        },
        { ...bearer(current), 'accept-language': 'en' },
      );
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().fields.new_password, password).toMatch(reason);
    }
    expect((await get('/api/users/profile', bearer(current))).statusCode).toBe(200);
    expect((await get('/api/users/profile', bearer(other))).statusCode).toBe(401);
    await login(user.email, 'brand-new-passphrase');
    const old = await post('/api/users/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
  });

  it('updates the name and language of the signed-in user only', async () => {
    const user = await buildUser(ctx.db, { languagePreference: 'zh' });
    const token = await login(user.email, user.password);
    const profile = await post(
      '/api/users/profile',
      { name: 'Li Wei', language_preference: 'en' },
      bearer(token),
    );
    expect(profile.json().data).toMatchObject({ full_name: 'Li Wei', language_preference: 'en' });
    const language = await post('/api/users/language', { language: 'zh' }, bearer(token));
    expect(language.json().data.language_preference).toBe('zh');
    expect((await post('/api/users/language', { language: 'fr' }, bearer(token))).statusCode).toBe(
      400,
    );
  });
});

describe('credential rate limit', () => {
  const limited = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with the envelope once a client exceeds the login budget', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'x@example.com', password: 'whatever' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const response = await attempt();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 0, error: 'RATE_LIMITED' });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('holds the forgot and reset calls to the same budget per client', async () => {
    const calls = {
      forgot: () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/password/forgot',
          payload: { email: 'someone@example.com' },
        }),
      reset: () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/users/password/reset',
          payload: {
            token: 'x'.repeat(43),
            new_password: 'a-guessed-passphrase',
            confirm_password: 'a-guessed-passphrase',
          },
        }),
    };
    for (const [name, call] of Object.entries(calls)) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call()).statusCode);
      expect(statuses, name).toEqual(
        name === 'forgot' ? [200, 200, 200, 429] : [400, 400, 400, 429],
      );
    }
  });
});
