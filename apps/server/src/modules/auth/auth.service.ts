import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  Session,
  UpdateProfileRequest,
} from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/common';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { type AuthRepository, createAuthRepository, type UserRow } from './auth.repository';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { type AuthenticatedSession, createSessionService } from './session.service';
import { presentUser } from './user.presenter';

/** After this many wrong passwords in a row the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

/** Registration, login and the signed-in user's own account. */
export function createAuthService(db: Database, options: { sessionTtlDays: number }) {
  const repository = createAuthRepository(db);
  const sessionsIn = (database: Database) =>
    createSessionService(createAuthRepository(database), { ttlDays: options.sessionTtlDays });
  const sessions = sessionsIn(db);

  async function startSession(user: UserRow, database: Database = db): Promise<Session> {
    const { token } = await sessionsIn(database).start(user.id);
    return { user: presentUser(user), token };
  }

  return {
    /** Creates the account and its first session together, or neither. */
    async register(request: RegisterRequest, locale: Locale): Promise<Session> {
      const passwordHash = await hashPassword(request.password);
      return inTransaction(db, async (tx) => {
        const user = await createAuthRepository(tx).insertUser({
          email: request.email,
          passwordHash,
          // No name given stays no name: others then see an anonymous tag, never the email.
          fullName: request.full_name ?? '',
          languagePreference: request.language_preference ?? locale,
        });
        if (!user) throw new AppError('EMAIL_TAKEN', { email: 'EMAIL_TAKEN' });
        return startSession(user, tx);
      });
    },

    /**
     * Unknown email and wrong password take the same path and the same time and give the same
     * answer, so the login form does not reveal who has an account.
     */
    async login(request: LoginRequest): Promise<Session> {
      const user = await repository.findUserByEmail(request.email);
      if (!user) {
        await verifyAgainstDummy(request.password);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
        throw new AppError('ACCOUNT_LOCKED', undefined, {
          'retry-after': String(Math.ceil((user.lockedUntil.getTime() - Date.now()) / 1000)),
        });
      }
      if (!(await verifyPassword(user.passwordHash, request.password))) {
        await repository.recordFailedLogin(user.id, MAX_FAILED_LOGINS, LOCK_MINUTES);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      if (user.failedLoginCount > 0 || user.lockedUntil)
        await repository.clearFailedLogins(user.id);
      return startSession(user);
    },

    logout: (session: AuthenticatedSession) => sessions.revoke(session.sessionId),

    /** Changes the password and signs out every other session of the user. */
    async changePassword(session: AuthenticatedSession, request: ChangePasswordRequest) {
      if (!(await verifyPassword(session.user.passwordHash, request.current_password))) {
        throw new AppError('WRONG_PASSWORD', { current_password: 'WRONG_PASSWORD' });
      }
      const passwordHash = await hashPassword(request.new_password);
      await inTransaction(db, async (tx) => {
        await createAuthRepository(tx).updateUser(session.user.id, { passwordHash });
        await sessionsIn(tx).revokeOthers(session.user.id, session.sessionId);
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
    changes: Parameters<AuthRepository['updateUser']>[1],
  ) {
    const user = await repository.updateUser(userId, changes);
    if (!user) throw new AppError('NOT_FOUND');
    return presentUser(user);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
