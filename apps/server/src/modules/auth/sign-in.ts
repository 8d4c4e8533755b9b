import type { LoginRequest, Session, UseSignInLinkRequest } from '@academy/contracts/auth';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail-templates';
import {
  type AccountContext,
  DEVICE_SIGN_IN_BUDGET,
  findLink,
  mailLinkAtSteadyPace,
  SIGN_IN_BUDGET,
  SIGN_IN_LINK_MINUTES,
  spendLink,
  startSession,
} from './accounts';
import { type AuthRepository, createAuthRepository, type UserRow } from './auth.repository';
import { verifyAgainstDummy, verifyPassword } from './password';
import { queueConfirmationIn } from './register';
import { hashToken } from './session.service';

/** An unconfirmed account's link is sent again at most this often when its owner signs in. */
const RESEND_BUDGET = { limit: 1, windowSeconds: 5 * 60 };

/**
 * An unconfirmed account has no password of its own yet: its owner signs in with the one
 * their newest sign-up chose, and gets its link again (once in a while) instead of a session.
 */
async function refuseUnconfirmed(
  context: AccountContext,
  repository: AuthRepository,
  user: UserRow,
  password: string,
): Promise<never> {
  const [newest] = await repository.pendingRegistrations(user.id, 1);
  const isRight = newest
    ? await verifyPassword(newest.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!newest || !isRight) throw new AppError('INVALID_CREDENTIALS');
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const resend = await context.attempts.reserve('resend-confirmation', user.email, RESEND_BUDGET);
  if (resend.isAllowed) {
    await inTransaction(context.db, (tx) => queueConfirmationIn(context, tx, user, newest));
    context.mailer.deliverSoon();
  }
  throw new AppError('EMAIL_NOT_CONFIRMED');
}

/** Signing in: with a password, or with a one-time link mailed to the address. */
export function createSignIn(context: AccountContext) {
  const repository = createAuthRepository(context.db);

  /** Whether the device token names a browser that signed in to this account before. */
  const isKnownDevice = async (user: UserRow | undefined, deviceToken: string | undefined) =>
    user !== undefined &&
    deviceToken !== undefined &&
    (await repository.touchDevice(user.id, hashToken(deviceToken)));

  return {
    /**
     * Unknown email and wrong password take the same path and the same time and give the same
     * answer. The attempt is counted before the password is checked, so concurrent guesses
     * cannot outrun the budget; a browser that signed in to the account before has its own.
     */
    async login(request: LoginRequest): Promise<Session> {
      const user = await repository.findUserByEmail(request.email);
      const isKnown = await isKnownDevice(user, request.device_token);
      const reservation = isKnown
        ? await context.attempts.reserve(
            'sign-in-device',
            hashToken(request.device_token ?? ''),
            DEVICE_SIGN_IN_BUDGET,
          )
        : await context.attempts.reserve('sign-in', request.email, SIGN_IN_BUDGET);
      if (!reservation.isAllowed) {
        throw new AppError('TOO_MANY_ATTEMPTS', undefined, {
          'retry-after': String(reservation.retryAfterSeconds),
        });
      }
      if (!user) {
        await verifyAgainstDummy(request.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!user.emailConfirmedAt)
        return refuseUnconfirmed(context, repository, user, request.password);
      if (!(await verifyPassword(user.passwordHash, request.password))) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      // Past this point the caller knows the password: the answers may say more.
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      await context.attempts.clear(
        isKnown ? 'sign-in-device' : 'sign-in',
        isKnown ? hashToken(request.device_token ?? '') : user.email,
      );
      return startSession(context, user, context.db, isKnown ? request.device_token : undefined);
    },

    /**
     * Mails a one-time sign-in link to an active, confirmed account: the owner's way in that
     * no stranger's guesses can block. Answers the same for every address, at a steady pace.
     */
    requestSignInLink: (email: string) =>
      mailLinkAtSteadyPace(context, email, {
        purpose: 'sign_in',
        budget: 'sign-in-link-mail',
        lifetimeMinutes: SIGN_IN_LINK_MINUTES,
        page: '/auth/link',
        isFor: (user) => user.status === 'active' && user.emailConfirmedAt !== null,
        mail: mailTemplates.signInLink,
      }),

    /**
     * Signs in with a mailed link, once: every other link of the account dies, the email's
     * sign-in budget is whole again, and this browser becomes a known device of the account
     * (from now on it has a budget of its own).
     */
    async useSignInLink(request: UseSignInLinkRequest): Promise<Session> {
      const found = await findLink(context, request.token, 'sign_in');
      const session = await spendLink(context, found, (tx) =>
        startSession(context, found.user, tx),
      );
      await context.attempts.clear('sign-in', found.user.email);
      return session;
    },
  };
}
