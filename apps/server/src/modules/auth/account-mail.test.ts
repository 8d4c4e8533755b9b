import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, sessionHeaders } from '../../test/factories';
import { linkIn, startMailCatcher } from '../../test/mail-catcher';
import { describeOnPostgres } from '../../test/postgres-only';
import { useTestApp } from '../../test/test-app';
import { testDatabaseUrl } from '../../test/test-database';
import { accountTokens, users } from './auth.schema';
import { RESET_LINK_MINUTES, SIGN_IN_BUDGET } from './auth.service';

// Mail goes through a real SMTP server, started here, as in a deployment with SMTP_URL set.
const catcher = await startMailCatcher();
afterAll(() => catcher.close());
const ctx = useTestApp({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://academy.example' });
const { post } = ctx;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('registration', () => {
  it('answers a new and a taken address alike, then confirms the new one by its mailed link', async () => {
    await buildUser(ctx.db, { email: 'taken@example.com', languagePreference: 'en' });
    const fresh = await post('/api/users/register', {
      email: '  New.Learner@Example.COM ',
      password: 'a-long-passphrase',
      full_name: 'New Learner',
    });
    const taken = await post('/api/users/register', {
      email: 'TAKEN@example.com',
      password: 'a-long-passphrase',
    });
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(fresh.json().data)).toEqual(Object.keys(taken.json().data));
    expect(fresh.body).not.toContain('token');

    // The owner of the taken address hears that someone tried, with a way to reset.
    const notice = await catcher.mailTo('taken@example.com');
    expect(notice.text).toContain('already has one');
    expect(notice.text).toContain('https://academy.example/auth/login');
    expect(notice.text).toContain('https://academy.example/auth/forgot');

    // The new address gets its link (in the request's language); it confirms once.
    const mail = await catcher.mailTo('new.learner@example.com');
    expect(mail.text).toContain('确认邮箱');
    const { url, token } = linkIn(mail, '/auth/confirm');
    expect(url.origin).toBe('https://academy.example');
    const early = await post('/api/users/login', {
      email: 'new.learner@example.com',
      password: 'a-long-passphrase',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('EMAIL_NOT_CONFIRMED');
    // The sign-in sends the link again (its owner knows the password, so this tells nothing).
    await catcher.mailTo('new.learner@example.com');

    const confirmed = await post('/api/users/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({
      email: 'new.learner@example.com',
      full_name: 'New Learner',
    });
    const profile = await ctx.app.inject({
      url: '/api/users/profile',
      headers: bearer(confirmed.json().data.token),
    });
    expect(profile.statusCode).toBe(200);
    const again = await post('/api/users/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('LINK_INVALID');
    const login = await post('/api/users/login', {
      email: 'new.learner@example.com',
      password: 'a-long-passphrase',
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps a pending account’s first password when the address is registered again', async () => {
    await post('/api/users/register', {
      email: 'pending@example.com',
      password: 'first-passphrase',
    });
    await catcher.mailTo('pending@example.com');
    await post('/api/users/register', {
      email: 'pending@example.com',
      password: 'other-passphrase',
    });
    const { token } = linkIn(await catcher.mailTo('pending@example.com'), '/auth/confirm');
    expect((await post('/api/users/confirm', { token })).statusCode).toBe(200);
    const first = await post('/api/users/login', {
      email: 'pending@example.com',
      password: 'first-passphrase',
    });
    expect(first.statusCode).toBe(200);
  });
});

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
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(catcher.received.filter((mail) => mail.to === user.email)).toHaveLength(3);
    catcher.received.length = 0;
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

  it('answers an address with an account without waiting for its link to be made', async () => {
    const user = await buildUser(ctx.db);
    // Another connection holds the links' table: making a link would have to wait for it.
    const blocker = new pg.Client({ connectionString: await testDatabaseUrl() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table account_tokens in exclusive mode');
      const answer = await Promise.race([
        post('/api/users/password/forgot', { email: user.email }),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000)),
      ]);
      expect(answer === 'waited' ? answer : answer.statusCode).toBe(200);
      expect(catcher.received.filter((mail) => mail.to === user.email)).toEqual([]);
      await blocker.query('commit');
      // Once the table is free the link is made and mailed all the same.
      linkIn(await catcher.mailTo(user.email), '/auth/reset');
    } finally {
      await blocker.end();
    }
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

describe('the outbox, without SMTP', () => {
  const local = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('keeps each mail for an admin to read, and only an admin', async () => {
    const adminUser = await buildUser(local.db, { role: 'admin' });
    const admin = await sessionHeaders(local.db, adminUser.id);
    const registered = await local.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email: 'offline@example.com', password: 'a-long-passphrase' },
    });
    expect(registered.statusCode).toBe(200);
    let list: { id: string; to: string }[] = [];
    for (let attempt = 0; attempt < 40 && list.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const response = await local.app.inject({ url: '/api/admin/outbox', headers: admin });
      list = response
        .json()
        .data.list.filter((entry: { to: string }) => entry.to === 'offline@example.com');
    }
    expect(list).toHaveLength(1);
    const message = await local.app.inject({
      url: `/api/admin/outbox/${list[0]?.id}`,
      headers: admin,
    });
    expect(message.json().data.text).toMatch(
      /http:\/\/localhost:3000\/auth\/confirm\?token=[\w-]{43}/,
    );

    const learner = await buildUser(local.db);
    const refused = await local.app.inject({
      url: '/api/admin/outbox',
      headers: await sessionHeaders(local.db, learner.id),
    });
    expect(refused.statusCode).toBe(403);
    for (const id of ['../../etc/passwd', '20260101T000000000Z-aaaaaaaa', '%2e%2e']) {
      const missing = await local.app.inject({
        url: `/api/admin/outbox/${encodeURIComponent(id)}`,
        headers: admin,
      });
      expect(missing.statusCode, id).toBe(404);
    }
    // The account waits for its link.
    const [row] = await local.db.select().from(users).where(eq(users.email, 'offline@example.com'));
    expect(row?.emailConfirmedAt).toBeNull();
  });
});
