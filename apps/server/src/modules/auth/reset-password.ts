import type { ResetPasswordRequest, Session } from '@academy/contracts/auth';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail-templates';
import {
  type AccountContext,
  findLink,
  mailLinkAtSteadyPace,
  RESET_LINK_MINUTES,
  refusePasswordProblems,
  spendLink,
  startSession,
} from './accounts';
import { createAuthRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './password';

/** A forgotten password: a link by mail, and a new password set from it. */
export function createPasswordReset(context: AccountContext) {
  return {
    /** Mails a reset link to an active account; answers the same whatever the address. */
    forgotPassword: (email: string) =>
      mailLinkAtSteadyPace(context, email, {
        purpose: 'reset_password',
        budget: 'reset-mail',
        lifetimeMinutes: RESET_LINK_MINUTES,
        page: '/auth/reset',
        isFor: (user) => user.status === 'active',
        mail: mailTemplates.resetPassword,
      }),

    /**
     * Sets a new password from a reset link: every other link of the account dies with it (an
     * older mail can neither undo this reset nor confirm a sign-up), every session of the
     * account ends through the session service (cached identities on every instance included),
     * the address counts as confirmed (the link proved it), the sign-in budget is whole again,
     * and this browser is signed in anew.
     */
    async resetPassword(request: ResetPasswordRequest): Promise<Session> {
      const found = await findLink(context, request.token, 'reset_password');
      await refusePasswordProblems(
        request.new_password,
        { email: found.user.email },
        'new_password',
      );
      if (await verifyPassword(found.user.passwordHash, request.new_password)) {
        throw new AppError('VALIDATION_FAILED', { new_password: 'passwordUnchanged' });
      }
      const passwordHash = await hashPassword(request.new_password);
      const session = await spendLink(context, found, async (tx) => {
        const accounts = createAuthRepository(tx);
        await accounts.updateUser(found.user.id, { passwordHash });
        const confirmed = await accounts.confirmEmail(found.user.id);
        await context.sessions.revoke({ userId: found.user.id }, tx);
        return startSession(context, confirmed ?? found.user, tx);
      });
      // After the commit: the attempt counters are not part of the transaction (and on the
      // embedded database a statement outside it would wait for it forever).
      await context.attempts.clear('sign-in', session.user.email);
      return session;
    },
  };
}
