import { randomBytes } from 'node:crypto';
import type { Session } from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/rules';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { atSteadyPace } from '../../lib/steady-pace';
import type { Mailer, MailMessage } from '../mail/mail.service';
import type { AccountTokenPurpose, Registration } from './account-tokens.repository';
import type { Attempts } from './attempts.repository';
import { createAuthRepository, type UserRow } from './auth.repository';
import { passwordProblem } from './password-rules';
import { hashToken, type SessionService } from './session.service';
import { presentUser } from './user.presenter';

/**
 * Attempt budgets (decision 0016). Sign-ins are counted per email — known or not, so the
 * answer never tells — and, for a browser that signed in to the account before, per device
 * instead: strangers exhaust the email's budget, not the owner's devices'.
 */
export const SIGN_IN_BUDGET = { limit: 5, windowSeconds: 15 * 60 };
export const DEVICE_SIGN_IN_BUDGET = { limit: 10, windowSeconds: 15 * 60 };
/** Mails a stranger could make us send to an address: a few an hour. */
export const MAIL_BUDGET = { limit: 3, windowSeconds: 60 * 60 };

export const CONFIRM_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 30;
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * The least time registration, a reset request and a sign-in link request take to answer: more
 * than their work takes, so an address with an account (a link made and mailed in a
 * transaction) answers exactly as late as one without (decision 0027).
 */
export const ACCOUNT_MAIL_ANSWER_MS = 400;

export const newToken = () => randomBytes(32).toString('base64url');

/** What every account use case works with: the app's session service, budgets and mail. */
export interface AccountContext {
  db: Database;
  /** The app's one session service: its revocations reach every instance's cache. */
  sessions: SessionService;
  attempts: Attempts;
  mailer: Mailer;
  /** A page of the academy as a mail links to it, with a link's token. */
  link(page: string, token?: string): string;
}

/** A session for the user, and a device token for this browser (a new one unless it had one). */
export async function startSession(
  context: AccountContext,
  user: UserRow,
  database: Database,
  deviceToken?: string,
): Promise<Session> {
  const { token } = await context.sessions.start(user.id, database);
  let device = deviceToken;
  if (!device) {
    device = newToken();
    await createAuthRepository(database).insertDevice(user.id, hashToken(device));
  }
  return { user: presentUser(user), token, device_token: device };
}

/** Makes a one-time mail link in the caller's transaction; returns the token to mail. */
export async function issueLinkIn(
  tx: Database,
  userId: number,
  purpose: AccountTokenPurpose,
  lifetimeMs: number,
  registration?: Registration,
): Promise<string> {
  const token = newToken();
  await createAuthRepository(tx).insertAccountToken({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
    ...registration,
  });
  return token;
}

/** Refuses a new password the rules do not allow, as a field error on `field`. */
export async function refusePasswordProblems(
  password: string,
  account: { email: string; currentPassword?: string },
  field: string,
): Promise<void> {
  const problem = await passwordProblem(password, account);
  if (problem) throw new AppError('VALIDATION_FAILED', { [field]: problem });
}

/** A live link of the purpose and its active account, or LINK_INVALID. */
export async function findLink(
  context: AccountContext,
  token: string,
  purpose: AccountTokenPurpose,
) {
  const repository = createAuthRepository(context.db);
  const link = await repository.findLiveToken(hashToken(token), purpose);
  const user = link && (await repository.findUserById(link.userId));
  if (!link || !user || user.status !== 'active') throw new AppError('LINK_INVALID');
  return { link, user };
}

/**
 * Spends a link found by `findLink` and does `use` in the same transaction; one caller wins,
 * the others get LINK_INVALID. Every other link of the account dies with it, whatever its
 * purpose: a link proves the address once, and what it did (a confirmation, a reset, a
 * sign-in) makes the older mails pointless or dangerous.
 */
export function spendLink<T>(
  context: AccountContext,
  found: { link: { id: number }; user: UserRow },
  use: (tx: Database) => Promise<T>,
): Promise<T> {
  return inTransaction(context.db, async (tx) => {
    const accounts = createAuthRepository(tx);
    if (!(await accounts.spendToken(found.link.id))) throw new AppError('LINK_INVALID');
    await accounts.spendTokensOf(found.user.id);
    return use(tx);
  });
}

/** A link an account's owner may ask for by address: who may have one, and its mail. */
export interface MailedLink {
  purpose: AccountTokenPurpose;
  /** The attempt budget's scope: a few mails an hour per address. */
  budget: string;
  lifetimeMinutes: number;
  /** The page the link opens. */
  page: string;
  isFor(user: UserRow): boolean;
  mail(locale: Locale, link: string, minutes: number): Omit<MailMessage, 'to'>;
}

/**
 * Mails a one-time link to the account at `email` when it may have one, answering the same for
 * every address at a steady pace: the link and its mail are written in one transaction before
 * the answer (a crash cannot lose them), and the answer waits for a deadline that the work for
 * an address with an account does not reach (decision 0027).
 */
export function mailLinkAtSteadyPace(context: AccountContext, email: string, link: MailedLink) {
  return atSteadyPace(ACCOUNT_MAIL_ANSWER_MS, async () => {
    const [user, reservation] = await Promise.all([
      createAuthRepository(context.db).findUserByEmail(email),
      context.attempts.reserve(link.budget, email, MAIL_BUDGET),
    ]);
    if (!user || !link.isFor(user) || !reservation.isAllowed) return;
    await inTransaction(context.db, async (tx) => {
      const token = await issueLinkIn(tx, user.id, link.purpose, link.lifetimeMinutes * 60_000);
      await context.mailer.queueIn(tx, {
        to: user.email,
        ...link.mail(user.languagePreference, context.link(link.page, token), link.lifetimeMinutes),
      });
    });
    context.mailer.deliverSoon();
  });
}
