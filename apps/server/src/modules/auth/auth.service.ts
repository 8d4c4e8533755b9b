import { randomBytes } from 'node:crypto';
import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  Session,
  UpdateProfileRequest,
} from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../mail/mail.service';
import { mailTemplates } from '../mail/mail-templates';
import type { Attempts } from './attempts.repository';
import { type AccountTokenPurpose, createAuthRepository, type UserRow } from './auth.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { passwordProblem } from './password-rules';
import { type AuthenticatedSession, hashToken, type SessionService } from './session.service';
import { presentUser } from './user.presenter';

/**
 * Attempt budgets (decision 0016). Sign-ins are counted per email — known or not, so the
 * answer never tells — and, for a browser that signed in to the account before, per device
 * instead: strangers exhaust the email's budget, not the owner's devices'.
 */
export const SIGN_IN_BUDGET = { limit: 5, windowSeconds: 15 * 60 };
export const DEVICE_SIGN_IN_BUDGET = { limit: 10, windowSeconds: 15 * 60 };
/** Mails a stranger could make us send to an address: a few an hour. */
const MAIL_BUDGET = { limit: 3, windowSeconds: 60 * 60 };
/** An unconfirmed account's link is sent again at most this often when its owner signs in. */
const RESEND_BUDGET = { limit: 1, windowSeconds: 5 * 60 };

export const CONFIRM_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 30;

const newToken = () => randomBytes(32).toString('base64url');

export interface AuthServiceOptions {
  /** The app's one session service: its revocations reach every instance's cache. */
  sessions: SessionService;
  attempts: Attempts;
  mailer: Mailer;
  /** The academy's public address, the base of links in mails. */
  publicUrl: string;
  /** Where work done after an answer (a reset link) reports a failure. */
  log: FastifyBaseLogger;
}

/** Registration, confirmation, sign-in, password reset and the signed-in user's own account. */
export function createAuthService(db: Database, options: AuthServiceOptions) {
  const repository = createAuthRepository(db);
  const { attempts, mailer, sessions } = options;
  const link = (page: string, token?: string) =>
    `${options.publicUrl}${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

  /** A session for the user, and a device token for this browser (a new one unless it had one). */
  async function startSession(
    user: UserRow,
    database: Database,
    deviceToken?: string,
  ): Promise<Session> {
    const { token } = await sessions.start(user.id, database);
    let device = deviceToken;
    if (!device) {
      device = newToken();
      await createAuthRepository(database).insertDevice(user.id, hashToken(device));
    }
    return { user: presentUser(user), token, device_token: device };
  }

  async function issueLink(userId: number, purpose: AccountTokenPurpose, lifetimeMs: number) {
    const token = newToken();
    await repository.insertAccountToken(
      userId,
      purpose,
      hashToken(token),
      new Date(Date.now() + lifetimeMs),
    );
    return token;
  }

  async function sendConfirmation(user: UserRow) {
    const token = await issueLink(user.id, 'confirm_email', CONFIRM_LINK_HOURS * 3_600_000);
    void mailer.send({
      to: user.email,
      ...mailTemplates.confirmEmail(user.languagePreference, link('/auth/confirm', token)),
    });
  }

  async function mailResetLink(user: UserRow) {
    const token = await issueLink(user.id, 'reset_password', RESET_LINK_MINUTES * 60_000);
    await mailer.send({
      to: user.email,
      ...mailTemplates.resetPassword(
        user.languagePreference,
        link('/auth/reset', token),
        RESET_LINK_MINUTES,
      ),
    });
  }

  function refusePasswordProblems(
    password: string,
    account: { email: string; currentPassword?: string },
    field: string,
  ) {
    const problem = passwordProblem(password, account);
    if (problem) throw new AppError('VALIDATION_FAILED', { [field]: problem });
  }

  /** Spends a mail link after `check` accepted it; one caller wins, the others get LINK_INVALID. */
  async function spendLink<T>(
    token: string,
    purpose: AccountTokenPurpose,
    use: (tx: Database, user: UserRow) => Promise<T>,
    check?: (user: UserRow) => Promise<void>,
  ): Promise<T> {
    const found = await repository.findLiveToken(hashToken(token), purpose);
    const user = found && (await repository.findUserById(found.userId));
    if (!found || !user || user.status !== 'active') throw new AppError('LINK_INVALID');
    await check?.(user);
    return inTransaction(db, async (tx) => {
      if (!(await createAuthRepository(tx).spendToken(found.id))) {
        throw new AppError('LINK_INVALID');
      }
      return use(tx, user);
    });
  }

  return {
    /**
     * Answers the same for a new and a taken address, in about the same time: the password is
     * hashed either way and the work is done by mail. A new address gets a confirmation link;
     * a taken, confirmed one gets a note to its owner; a taken, unconfirmed one its link again
     * (keeping the password it was registered with: whoever confirms is signed in anyway).
     */
    async register(request: RegisterRequest, locale: Locale): Promise<{ email: string }> {
      refusePasswordProblems(request.password, { email: request.email }, 'password');
      const passwordHash = await hashPassword(request.password);
      const mayMail = (await attempts.reserve('register-mail', request.email, MAIL_BUDGET))
        .isAllowed;
      const created = await repository.insertUser({
        email: request.email,
        passwordHash,
        fullName: request.full_name ?? '',
        languagePreference: request.language_preference ?? locale,
      });
      const user = created ?? (await repository.findUserByEmail(request.email));
      if (user && mayMail) {
        if (!user.emailConfirmedAt) {
          await sendConfirmation(user);
        } else {
          void mailer.send({
            to: user.email,
            ...mailTemplates.alreadyRegistered(
              user.languagePreference,
              link('/auth/login'),
              link('/auth/forgot'),
            ),
          });
        }
      }
      return { email: request.email };
    },

    /** Confirms the address a link was sent to and signs its owner in (the link is spent). */
    async confirmEmail(token: string): Promise<Session> {
      const session = await spendLink(token, 'confirm_email', async (tx, user) => {
        await createAuthRepository(tx).confirmEmail(user.id);
        return startSession(user, tx);
      });
      await attempts.clear('sign-in', session.user.email);
      return session;
    },

    /**
     * Unknown email and wrong password take the same path and the same time and give the same
     * answer. The attempt is counted before the password is checked, so concurrent guesses
     * cannot outrun the budget; a browser that signed in to the account before has its own.
     */
    async login(request: LoginRequest): Promise<Session> {
      const user = await repository.findUserByEmail(request.email);
      const deviceHash = request.device_token ? hashToken(request.device_token) : undefined;
      const isKnownDevice =
        user !== undefined &&
        deviceHash !== undefined &&
        (await repository.touchDevice(user.id, deviceHash));
      const reservation = isKnownDevice
        ? await attempts.reserve('sign-in-device', deviceHash ?? '', DEVICE_SIGN_IN_BUDGET)
        : await attempts.reserve('sign-in', request.email, SIGN_IN_BUDGET);
      if (!reservation.isAllowed) {
        throw new AppError('TOO_MANY_ATTEMPTS', undefined, {
          'retry-after': String(reservation.retryAfterSeconds),
        });
      }
      if (!user) {
        await verifyAgainstDummy(request.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!(await verifyPassword(user.passwordHash, request.password))) {
        throw new AppError('INVALID_CREDENTIALS');
      }
      // Past this point the caller knows the password: the answers may say more.
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      if (!user.emailConfirmedAt) {
        if ((await attempts.reserve('resend-confirmation', user.email, RESEND_BUDGET)).isAllowed) {
          await sendConfirmation(user);
        }
        throw new AppError('EMAIL_NOT_CONFIRMED');
      }
      await attempts.clear(isKnownDevice ? 'sign-in-device' : 'sign-in', deviceHash ?? user.email);
      return startSession(user, db, isKnownDevice ? request.device_token : undefined);
    },

    logout: (session: AuthenticatedSession) => sessions.revoke({ sessionId: session.sessionId }),

    /** The signed-in user as the profile shows them, balance read now; null once the session ended. */
    async account(session: AuthenticatedSession) {
      const row = await repository.findSessionAccount(session.sessionId);
      return row ? presentUser(row) : null;
    },

    /**
     * Mails a reset link to an active account; answers the same whatever the address, in the
     * same time: the lookups are the same for every address, and the link is made and mailed
     * after the answer, so an address with an account never takes longer to answer.
     */
    async forgotPassword(email: string): Promise<void> {
      const [user, reservation] = await Promise.all([
        repository.findUserByEmail(email),
        attempts.reserve('reset-mail', email, MAIL_BUDGET),
      ]);
      if (user?.status !== 'active' || !reservation.isAllowed) return;
      void mailResetLink(user).catch((error: unknown) => {
        options.log.error({ err: error }, 'a password reset link could not be issued');
      });
    },

    /**
     * Sets a new password from a reset link: the link is spent with every other reset link of
     * the account (an older mail cannot undo this reset), every session of the account ends
     * through the session service (cached identities on every instance included), the address
     * counts as confirmed (the link proved it), the sign-in budget is whole again, and this
     * browser is signed in anew.
     */
    async resetPassword(request: ResetPasswordRequest): Promise<Session> {
      const passwordHash = await hashPassword(request.new_password);
      const session = await spendLink(
        request.token,
        'reset_password',
        async (tx, user) => {
          const accounts = createAuthRepository(tx);
          const updated = await accounts.updateUser(user.id, { passwordHash });
          await accounts.spendTokensOf(user.id, 'reset_password');
          await accounts.confirmEmail(user.id);
          await sessions.revoke({ userId: user.id }, tx);
          return startSession(updated ?? user, tx);
        },
        async (user) => {
          refusePasswordProblems(request.new_password, { email: user.email }, 'new_password');
          if (await verifyPassword(user.passwordHash, request.new_password)) {
            throw new AppError('VALIDATION_FAILED', { new_password: 'passwordUnchanged' });
          }
        },
      );
      // After the commit: the attempt counters are not part of the transaction (and on the
      // embedded database a statement outside it would wait for it forever).
      await attempts.clear('sign-in', session.user.email);
      return session;
    },

    /** Changes the password and signs out every other session of the user. */
    async changePassword(session: AuthenticatedSession, request: ChangePasswordRequest) {
      const currentHash = await repository.findPasswordHash(session.user.id);
      if (!currentHash || !(await verifyPassword(currentHash, request.current_password))) {
        throw new AppError('WRONG_PASSWORD', { current_password: 'WRONG_PASSWORD' });
      }
      refusePasswordProblems(
        request.new_password,
        { email: session.user.email, currentPassword: request.current_password },
        'new_password',
      );
      const passwordHash = await hashPassword(request.new_password);
      await inTransaction(db, async (tx) => {
        await createAuthRepository(tx).updateUser(session.user.id, { passwordHash });
        await sessions.revoke({ userId: session.user.id, exceptSessionId: session.sessionId }, tx);
      });
    },

    async updateProfile(session: AuthenticatedSession, request: UpdateProfileRequest) {
      return updateAndPresent(session.user.id, {
        fullName: request.name,
        languagePreference: request.language_preference,
      });
    },

    async setLanguage(session: AuthenticatedSession, language: Locale) {
      return updateAndPresent(session.user.id, { languagePreference: language });
    },
  };

  async function updateAndPresent(
    userId: number,
    changes: Parameters<ReturnType<typeof createAuthRepository>['updateUser']>[1],
  ) {
    const user = await repository.updateUser(userId, changes);
    if (!user) throw new AppError('NOT_FOUND');
    await sessions.forget(userId);
    return presentUser(user);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
