import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { linkIn, useTestAppWithMail } from '../../test/mail-catcher';
import { describeOnPostgres } from '../../test/postgres-only';
import { users } from './auth.schema';

const { ctx, catcher } = await useTestAppWithMail();
const { post } = ctx;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const VICTIM = 'victim@example.com';
const VICTIM_PASSWORD = 'victim-chose-this-9Lq';
const ATTACKER_PASSWORD = 'attacker-knows-this-4Zr';

/** Signs up with the address and takes the confirmation link its mail carries. */
async function signUp(email: string, password: string, extra: Record<string, string> = {}) {
  const answer = await post('/api/users/register', { email, password, ...extra });
  expect(answer.statusCode, answer.body).toBe(200);
  return linkIn(await catcher.mailTo(email), '/auth/confirm').token;
}

const confirm = (token: string, password: string) =>
  post('/api/users/confirm', { token, password }, { 'accept-language': 'en' });
const login = (email: string, password: string) => post('/api/users/login', { email, password });

describe('registration', () => {
  it('answers a new and a taken address alike, then confirms the new one with its password', async () => {
    await buildUser(ctx.db, { email: 'taken@example.com', languagePreference: 'en' });
    const fresh = await post('/api/users/register', {
      email: '  New.Learner@Example.COM ',
      password: VICTIM_PASSWORD,
      full_name: 'New Learner',
    });
    const taken = await post('/api/users/register', {
      email: 'TAKEN@example.com',
      password: VICTIM_PASSWORD,
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

    // The new address gets its link (in the request's language).
    const mail = await catcher.mailTo('new.learner@example.com');
    expect(mail.text).toContain('确认邮箱');
    const { url, token } = linkIn(mail, '/auth/confirm');
    expect(url.origin).toBe('https://academy.example');
    const early = await login('new.learner@example.com', VICTIM_PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('EMAIL_NOT_CONFIRMED');
    // The sign-in sends the link again (its owner knows the password, so this tells nothing).
    await catcher.mailTo('new.learner@example.com');

    // The link alone confirms nothing: the password the sign-up chose goes with it.
    const bare = await post('/api/users/confirm', { token });
    expect(bare.statusCode).toBe(400);
    const wrong = await confirm(token, 'not-what-i-chose-7Kd');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: 'SIGN_UP_PASSWORD_MISMATCH',
      fields: { password: expect.stringMatching(/not the password/) },
    });

    const confirmed = await confirm(token, VICTIM_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.user).toMatchObject({
      email: 'new.learner@example.com',
      full_name: 'New Learner',
    });
    const profile = await ctx.get('/api/users/profile', bearer(confirmed.json().data.token));
    expect(profile.statusCode).toBe(200);
    // A confirmation link signs in once.
    const again = await confirm(token, VICTIM_PASSWORD);
    expect(again.json().error).toBe('LINK_INVALID');
    expect((await login('new.learner@example.com', VICTIM_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a link five wrong passwords, then wants a new one', async () => {
    const token = await signUp('clumsy@example.com', VICTIM_PASSWORD);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await confirm(token, `wrong-guess-${attempt}-xQ`)).statusCode).toBe(422);
    }
    expect((await confirm(token, VICTIM_PASSWORD)).json().error).toBe('LINK_INVALID');
  });
});

describe('a stranger who signed up first with the owner’s address', () => {
  it('never gets in when the owner signs up and confirms from the newest mail', async () => {
    const attackersLink = await signUp(VICTIM, ATTACKER_PASSWORD, { full_name: 'Warren Buffett' });
    const ownersLink = await signUp(VICTIM, VICTIM_PASSWORD, { full_name: 'Li Na' });

    const confirmed = await confirm(ownersLink, VICTIM_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The account is the owner's: their password, their name, not the stranger's.
    expect(confirmed.json().data.user.full_name).toBe('Li Na');
    expect((await login(VICTIM, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await login(VICTIM, VICTIM_PASSWORD)).statusCode).toBe(200);
    // The stranger's mail died when the owner confirmed, whatever password comes with it.
    for (const password of [ATTACKER_PASSWORD, VICTIM_PASSWORD]) {
      expect((await confirm(attackersLink, password)).json().error).toBe('LINK_INVALID');
    }
  });

  it('never gets in when the owner opens the stranger’s mail instead', async () => {
    const attackersLink = await signUp(VICTIM, ATTACKER_PASSWORD);
    await signUp(VICTIM, VICTIM_PASSWORD);
    // The stranger's link proves the address, but only a password the owner chose confirms it.
    const confirmed = await confirm(attackersLink, VICTIM_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await login(VICTIM, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('never gets in when the stranger signs up again after the owner', async () => {
    await signUp(VICTIM, ATTACKER_PASSWORD);
    await signUp(VICTIM, VICTIM_PASSWORD);
    const newest = await signUp(VICTIM, ATTACKER_PASSWORD);
    expect((await confirm(newest, VICTIM_PASSWORD)).statusCode).toBe(200);
    expect((await login(VICTIM, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('leaves an owner who never signed up unconfirmed, and the stranger outside', async () => {
    const attackersLink = await signUp(VICTIM, ATTACKER_PASSWORD);
    // The owner opens a mail they did not ask for: without the stranger's password it does nothing.
    expect((await confirm(attackersLink, VICTIM_PASSWORD)).statusCode).toBe(422);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, VICTIM));
    expect(row?.emailConfirmedAt).toBeNull();
    expect(row?.passwordHash).toBe('');
    expect((await login(VICTIM, ATTACKER_PASSWORD)).json().error).toBe('EMAIL_NOT_CONFIRMED');
    // (That sign-in mailed the link again, to the owner's inbox, where it does nothing either.)
    linkIn(await catcher.mailTo(VICTIM), '/auth/confirm');
    // A reset by the owner proves the address and sets the password: every sign-up link dies.
    await post('/api/users/password/forgot', { email: VICTIM });
    const reset = linkIn(await catcher.mailTo(VICTIM), '/auth/reset').token;
    const answer = await post('/api/users/password/reset', {
      token: reset,
      new_password: VICTIM_PASSWORD,
      confirm_password: VICTIM_PASSWORD,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await confirm(attackersLink, ATTACKER_PASSWORD)).json().error).toBe('LINK_INVALID');
    expect((await login(VICTIM, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });
});

describeOnPostgres('sign-ups of one address at once', () => {
  it('make one account, and each link still needs its own sign-up’s password', async () => {
    const passwords = Array.from({ length: 6 }, (_, index) => `racing-sign-up-${index}-Wq`);
    const answers = await Promise.all(
      passwords.map((password) => post('/api/users/register', { email: VICTIM, password })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(passwords.map(() => 200));
    expect(await ctx.db.$count(users, eq(users.email, VICTIM))).toBe(1);
    // The mail budget lets three of them mail a link; each link takes any of those three.
    const links = [];
    for (let mail = 0; mail < 3; mail++) {
      links.push(linkIn(await catcher.mailTo(VICTIM), '/auth/confirm').token);
    }
    const [token = ''] = links;
    expect((await confirm(token, 'none-of-the-above-5Tz')).statusCode).toBe(422);
  });
});
