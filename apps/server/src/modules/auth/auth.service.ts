import type { ChangePasswordRequest, UpdateProfileRequest } from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/common';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../mail/mail.service';
import { type AccountContext, refusePasswordProblems } from './accounts';
import type { Attempts } from './attempts.repository';
import { createAuthRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import { createRegistration } from './register';
import { createPasswordReset } from './reset-password';
import type { AuthenticatedSession, SessionService } from './session.service';
import { createSignIn } from './sign-in';
import { presentUser } from './user.presenter';

export interface AuthServiceOptions {
  /** The app's one session service: its revocations reach every instance's cache. */
  sessions: SessionService;
  attempts: Attempts;
  mailer: Mailer;
  /** The academy's public address, the base of links in mails. */
  publicUrl: string;
}

/**
 * The account: signing up and confirming (`register.ts`), signing in (`sign-in.ts`), a
 * forgotten password (`reset-password.ts`), and what a signed-in user does with their own
 * account (here). The life of an account and its links is in decision 0027.
 */
export function createAuthService(db: Database, options: AuthServiceOptions) {
  const repository = createAuthRepository(db);
  const { sessions } = options;
  const context: AccountContext = {
    db,
    sessions,
    attempts: options.attempts,
    mailer: options.mailer,
    link: (page, token) =>
      `${options.publicUrl}${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  };

  async function updateAndPresent(
    userId: number,
    changes: Parameters<typeof repository.updateUser>[1],
  ) {
    const user = await repository.updateUser(userId, changes);
    if (!user) throw new AppError('NOT_FOUND');
    await sessions.forget(userId);
    return presentUser(user);
  }

  return {
    ...createRegistration(context),
    ...createSignIn(context),
    ...createPasswordReset(context),

    logout: (session: AuthenticatedSession) => sessions.revoke({ sessionId: session.sessionId }),

    /** The signed-in user as the profile shows them, balance read now; null once the session ended. */
    async account(session: AuthenticatedSession) {
      const row = await repository.findSessionAccount(session.sessionId);
      return row ? presentUser(row) : null;
    },

    /**
     * Changes the password, signs out every other session of the user and kills every mail
     * link the account still has out (a reset or confirmation mail must not undo the change).
     */
    async changePassword(session: AuthenticatedSession, request: ChangePasswordRequest) {
      const currentHash = await repository.findPasswordHash(session.user.id);
      if (!currentHash || !(await verifyPassword(currentHash, request.current_password))) {
        throw new AppError('WRONG_PASSWORD', { current_password: 'WRONG_PASSWORD' });
      }
      await refusePasswordProblems(
        request.new_password,
        { email: session.user.email, currentPassword: request.current_password },
        'new_password',
      );
      const passwordHash = await hashPassword(request.new_password);
      await inTransaction(db, async (tx) => {
        const accounts = createAuthRepository(tx);
        await accounts.updateUser(session.user.id, { passwordHash });
        await accounts.spendTokensOf(session.user.id);
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
}

export type AuthService = ReturnType<typeof createAuthService>;
