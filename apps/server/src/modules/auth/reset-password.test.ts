import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, sessionHeaders } from '../../test/factories';
import { linkIn, useTestAppWithMail } from '../../test/mail-catcher';
import { describeOnPostgres } from '../../test/postgres-only';
import { mailOutbox } from '../mail/mail.schema';
import { ACCOUNT_MAIL_ANSWER_MS, RESET_LINK_MINUTES, SIGN_IN_BUDGET } from './accounts';
import { accountTokens } from './auth.schema';

const { ctx, catcher } = await useTestAppWithMail();
const { post } = ctx;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('password reset', () => {
  it('answers the same for any address, mails a one-time link, and ends every session', async () => {
    const user = await buildUser(ctx.db, {
      email: 'forgetful@example.com',
      languagePreference: 'en',
    });
    const other = await sessionHeaders(ctx.db, user.id);
    // A route that trusts the session cache: this instance now holds the identity.
    expect((await ctx.app.inject({ url: '/api/points/balance', headers: other })).statusCode).toBe(
      200,
    );
    const known = await post('/api/users/password/forgot', { email: 'Forgetful@example.com' });
    const unknown = await post('/api/users/password/forgot', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await catcher.mailTo('forgetful@example.com');
    expect(mail.text).toContain('30 minutes');
    // Plain text and HTML, both with the link.
    expect(mail.text).toMatch(/Content-Type: text\/plain/);
    expect(mail.text).toMatch(/<a href="https:\/\/academy\.example\/auth\/reset\?token=[\w-]{43}"/);
    const { token } = linkIn(mail, '/auth/reset');

    // Stored hashed, never as sent, and for 30 minutes.
    const [stored] = await ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(JSON.stringify(stored)).not.toContain(token);
    const minutesLeft = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(RESET_LINK_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(RESET_LINK_MINUTES);

    const weak = await post(
      '/api/users/password/reset',
      { token, new_password: 'sunshine', confirm_password: 'sunshine' },
      { 'accept-language': 'en' },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.new_password).toMatch(/too common/);
    const same = await post('/api/users/password/reset', {
      token,
      new_password: user.password,
      confirm_password: user.password,
    });
    expect(same.json().fields.new_password).toBeDefined();

    const reset = await post('/api/users/password/reset', {
      token,
      new_password: 'a-brand-new-passphrase',
      confirm_password: 'a-brand-new-passphrase',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Every session ended, the cached identity too (the one revocation function evicts it).
    for (const url of ['/api/users/profile', '/api/points/balance']) {
      expect((await ctx.app.inject({ url, headers: other })).statusCode, url).toBe(401);
    }
    const signedIn = bearer(reset.json().data.token);
    expect(
      (await ctx.app.inject({ url: '/api/users/profile', headers: signedIn })).statusCode,
    ).toBe(200);
    const reused = await post('/api/users/password/reset', {
      token,
      new_password: 'yet-another-passphrase',
      confirm_password: 'yet-another-passphrase',
    });
    expect(reused.json().error).toBe('LINK_INVALID');
    const old = await post('/api/users/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
  });

  it('lets the owner back in after strangers exhausted the sign-in budget', async () => {
    const user = await buildUser(ctx.db);
    for (let attempt = 0; attempt <= SIGN_IN_BUDGET.limit; attempt++) {
      await post('/api/users/login', { email: user.email, password: `guess-${attempt}` });
    }
    const locked = await post('/api/users/login', { email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    await post('/api/users/password/forgot', { email: user.email });
    const { token } = linkIn(await catcher.mailTo(user.email), '/auth/reset');
    await post('/api/users/password/reset', {
      token,
      new_password: 'a-fresh-passphrase',
      confirm_password: 'a-fresh-passphrase',
    });
    const back = await post('/api/users/login', {
      email: user.email,
      password: 'a-fresh-passphrase',
    });
    expect(back.statusCode).toBe(200);
  });

  it('voids the older links of the account once one of them reset the password', async () => {
    const user = await buildUser(ctx.db);
    await post('/api/users/password/forgot', { email: user.email });
    const older = linkIn(await catcher.mailTo(user.email), '/auth/reset').token;
    await post('/api/users/password/forgot', { email: user.email });
    const newer = linkIn(await catcher.mailTo(user.email), '/auth/reset').token;
    const reset = (token: string, password: string) =>
      post('/api/users/password/reset', {
        token,
        new_password: password,
        confirm_password: password,
      });
    expect((await reset(newer, 'the-newest-passphrase')).statusCode).toBe(200);
    const late = await reset(older, 'an-attackers-passphrase');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('LINK_INVALID');
  });

  it('refuses an expired link and a made-up one alike', async () => {
    const user = await buildUser(ctx.db);
    await post('/api/users/password/forgot', { email: user.email });
    const { token } = linkIn(await catcher.mailTo(user.email), '/auth/reset');
    await ctx.db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.userId, user.id));
    for (const attempt of [token, 'x'.repeat(43)]) {
      const response = await post('/api/users/password/reset', {
        token: attempt,
        new_password: 'a-fresh-passphrase',
        confirm_password: 'a-fresh-passphrase',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('LINK_INVALID');
    }
  });

  it('sends no more than a few mails an hour to one address, answering the same', async () => {
    const user = await buildUser(ctx.db);
    const answers = [];
    for (let request = 0; request < 5; request++) {
      answers.push((await post('/api/users/password/forgot', { email: user.email })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // Each mail is written before its answer: the outbox holds exactly what was sent.
    expect(await ctx.db.$count(mailOutbox, eq(mailOutbox.recipient, user.email))).toBe(3);
    for (let mail = 0; mail < 3; mail++) await catcher.mailTo(user.email);
  });

  it('answers a known and an unknown address at the same steady pace, the link already written', async () => {
    const user = await buildUser(ctx.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await post('/api/users/password/forgot', { email });
      return { answer, elapsed: performance.now() - started };
    };
    const known = await timed(user.email);
    const unknown = await timed('nobody-here@example.com');
    expect(unknown.answer.json()).toEqual(known.answer.json());
    // Neither answers before the deadline, whatever work the address made: the time tells nothing.
    expect(known.elapsed).toBeGreaterThanOrEqual(ACCOUNT_MAIL_ANSWER_MS - 1);
    expect(unknown.elapsed).toBeGreaterThanOrEqual(ACCOUNT_MAIL_ANSWER_MS - 1);
    // And the link was in the outbox when the answer left: a crash after it loses nothing.
    expect(await ctx.db.$count(mailOutbox, eq(mailOutbox.recipient, user.email))).toBe(1);
    await catcher.mailTo(user.email);
  });

  it('ends every link of the account with a reset, and a password change ends the rest', async () => {
    const user = await buildUser(ctx.db);
    await post('/api/users/login/link', { email: user.email });
    const signInLink = linkIn(await catcher.mailTo(user.email), '/auth/link').token;
    await post('/api/users/password/forgot', { email: user.email });
    const resetLink = linkIn(await catcher.mailTo(user.email), '/auth/reset').token;
    const reset = await post('/api/users/password/reset', {
      token: resetLink,
      new_password: 'after-the-reset-8Wm',
      confirm_password: 'after-the-reset-8Wm',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const late = await post('/api/users/login/link/use', { token: signInLink });
    expect(late.json().error).toBe('LINK_INVALID');

    // A reset mail asked for before a password change cannot undo the change.
    await post('/api/users/password/forgot', { email: user.email });
    const older = linkIn(await catcher.mailTo(user.email), '/auth/reset').token;
    const changed = await post(
      '/api/users/changePassword',
      {
        current_password: 'after-the-reset-8Wm',
        new_password: 'changed-by-the-owner-3Jp',
        confirm_password: 'changed-by-the-owner-3Jp',
      },
      { authorization: `Bearer ${reset.json().data.token}` },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const undo = await post('/api/users/password/reset', {
      token: older,
      new_password: 'a-strangers-choice-5Hc',
      confirm_password: 'a-strangers-choice-5Hc',
    });
    expect(undo.json().error).toBe('LINK_INVALID');
  });
});

describeOnPostgres('password reset under concurrency', () => {
  it('spends a link for exactly one of ten simultaneous resets', async () => {
    const user = await buildUser(ctx.db);
    await post('/api/users/password/forgot', { email: user.email });
    const { token } = linkIn(await catcher.mailTo(user.email), '/auth/reset');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post('/api/users/password/reset', {
          token,
          new_password: `concurrent-passphrase-${index}`,
          confirm_password: `concurrent-passphrase-${index}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 400)]);
  });
});

describeOnPostgres('a hundred guesses at once', () => {
  it('check no more passwords than the budget, whichever one is right', async () => {
    const user = await buildUser(ctx.db);
    const guesses = Array.from({ length: 100 }, (_, index) =>
      index === 50 ? user.password : `wrong-guess-${index}`,
    );
    const responses = await Promise.all(
      guesses.map((password) => post('/api/users/login', { email: user.email, password })),
    );
    const checked = responses.filter((response) => response.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_BUDGET.limit);
    expect(
      responses.filter((response) => response.statusCode === 429).length,
    ).toBeGreaterThanOrEqual(100 - SIGN_IN_BUDGET.limit);
    expect(responses.every((response) => response.statusCode < 500)).toBe(true);
  });
});
