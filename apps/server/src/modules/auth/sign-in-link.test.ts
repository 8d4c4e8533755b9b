import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { linkIn, useTestAppWithMail } from '../../test/mail-catcher';
import { SIGN_IN_BUDGET, SIGN_IN_LINK_MINUTES } from './accounts';

const { ctx, catcher } = await useTestAppWithMail();
const { post } = ctx;

/** A stranger spends the account's sign-in budget (and more) from devices it never used. */
async function lockOut(email: string) {
  for (let attempt = 0; attempt <= SIGN_IN_BUDGET.limit; attempt++) {
    await post('/api/users/login', { email, password: `stranger-guess-${attempt}` });
  }
}

describe('a stranger who keeps guessing at an account', () => {
  it('locks new devices out, and the lock says how the owner gets in, in both languages', async () => {
    const user = await buildUser(ctx.db);
    await lockOut(user.email);
    const messages = [];
    for (const language of ['en', 'zh']) {
      const locked = await post(
        '/api/users/login',
        { email: user.email, password: user.password },
        { 'accept-language': language },
      );
      expect(locked.statusCode).toBe(429);
      messages.push(locked.json().msg);
    }
    expect(messages[0]).toMatch(/sign-in link.*password reset.*lifts the lock/);
    expect(messages[1]).toMatch(/登录链接.*重设密码.*解除锁定/);
  });

  it('cannot keep the owner out: a mailed sign-in link lets them in once and lifts the lock', async () => {
    const user = await buildUser(ctx.db, { languagePreference: 'en' });
    await lockOut(user.email);
    const asked = await post('/api/users/login/link', { email: user.email });
    const unknown = await post('/api/users/login/link', { email: 'no-account@example.com' });
    expect(asked.statusCode).toBe(200);
    expect(unknown.json()).toEqual(asked.json());
    const mail = await catcher.mailTo(user.email);
    expect(mail.text).toContain(`${SIGN_IN_LINK_MINUTES} minutes`);
    const { url, token } = linkIn(mail, '/auth/link');
    expect(url.origin).toBe('https://academy.example');

    const used = await post('/api/users/login/link/use', { token });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data.user.email).toBe(user.email);
    expect((await post('/api/users/login/link/use', { token })).json().error).toBe('LINK_INVALID');
    // The lock is gone for every device, and this browser is now one of the owner's.
    const back = await post('/api/users/login', { email: user.email, password: user.password });
    expect(back.statusCode).toBe(200);

    // The stranger locks new devices out again, but not the browser the link signed in.
    await lockOut(user.email);
    const owners = await post('/api/users/login', {
      email: user.email,
      password: user.password,
      device_token: used.json().data.device_token,
    });
    expect(owners.statusCode).toBe(200);
  });

  it('gets no link for an unconfirmed or disabled account, and the answer does not say so', async () => {
    const pending = await buildUser(ctx.db, { emailConfirmedAt: null });
    const disabled = await buildUser(ctx.db, { status: 'disabled' });
    for (const user of [pending, disabled]) {
      expect((await post('/api/users/login/link', { email: user.email })).statusCode).toBe(200);
    }
    await expect(catcher.mailTo(pending.email, 500)).rejects.toThrow();
    await expect(catcher.mailTo(disabled.email, 100)).rejects.toThrow();
  });
});
