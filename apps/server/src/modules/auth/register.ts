import type { ConfirmEmailRequest, RegisterRequest, Session } from '@academy/contracts/auth';
import type { Locale } from '@academy/contracts/common';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { atSteadyPace } from '../../lib/steady-pace';
import { mailTemplates } from '../mail/mail-templates';
import type { Registration } from './account-tokens.repository';
import {
  ACCOUNT_MAIL_ANSWER_MS,
  type AccountContext,
  CONFIRM_LINK_HOURS,
  findLink,
  issueLinkIn,
  MAIL_BUDGET,
  refusePasswordProblems,
  spendLink,
  startSession,
} from './accounts';
import { createAuthRepository, type UserRow } from './auth.repository';
import { hashPassword, verifyPassword } from './password';

/** Wrong passwords one confirmation link takes before it must be asked for again. */
const CONFIRM_BUDGET = { limit: 5, windowSeconds: CONFIRM_LINK_HOURS * 3_600 };
/** The sign-ups of one address whose passwords a confirmation may match. */
const PENDING_SIGN_UPS = 5;

/**
 * The password an account holds until its address is proven: none (no hash verifies against
 * it). What each sign-up chose waits on its confirmation link instead (decision 0027).
 */
export const NO_PASSWORD_YET = '';

/** Writes a confirmation link for one sign-up and its mail, in the caller's transaction. */
export async function queueConfirmationIn(
  context: AccountContext,
  tx: Database,
  user: UserRow,
  registration: Registration,
) {
  const token = await issueLinkIn(
    tx,
    user.id,
    'confirm_email',
    CONFIRM_LINK_HOURS * 3_600_000,
    registration,
  );
  await context.mailer.queueIn(tx, {
    to: user.email,
    ...mailTemplates.confirmEmail(
      registration.languagePreference,
      context.link('/auth/confirm', token),
    ),
  });
}

/** The first of an address's pending sign-ups whose password the confirmer typed, if any. */
async function signUpWithPassword(signUps: Registration[], password: string) {
  for (const signUp of signUps) {
    if (await verifyPassword(signUp.passwordHash, password)) return signUp;
  }
  return undefined;
}

/** Signing up and proving the address. */
export function createRegistration(context: AccountContext) {
  return {
    /**
     * Answers the same for a new and a taken address, in the same time: the password is hashed
     * either way, the work is done by mail, and the answer waits for a fixed deadline. A new or
     * unconfirmed address gets a confirmation link that carries this sign-up's choices (its
     * password, name and language); a confirmed one gets a note to its owner. No sign-up
     * changes the account: only a confirmation does, with the choices of a sign-up whose
     * password the confirmer knows.
     */
    async register(request: RegisterRequest, locale: Locale): Promise<{ email: string }> {
      await refusePasswordProblems(request.password, { email: request.email }, 'password');
      return atSteadyPace(ACCOUNT_MAIL_ANSWER_MS, async () => {
        const registration: Registration = {
          passwordHash: await hashPassword(request.password),
          fullName: request.full_name ?? '',
          languagePreference: request.language_preference ?? locale,
        };
        const mayMail = (
          await context.attempts.reserve('register-mail', request.email, MAIL_BUDGET)
        ).isAllowed;
        await inTransaction(context.db, async (tx) => {
          const accounts = createAuthRepository(tx);
          const created = await accounts.insertUser({
            email: request.email,
            passwordHash: NO_PASSWORD_YET,
            languagePreference: registration.languagePreference,
          });
          const user = created ?? (await accounts.findUserByEmail(request.email));
          if (!user || !mayMail) return;
          if (!user.emailConfirmedAt) {
            await queueConfirmationIn(context, tx, user, registration);
            return;
          }
          await context.mailer.queueIn(tx, {
            to: user.email,
            ...mailTemplates.alreadyRegistered(
              user.languagePreference,
              context.link('/auth/login'),
              context.link('/auth/forgot'),
            ),
          });
        });
        context.mailer.deliverSoon();
        return { email: request.email };
      });
    },

    /**
     * Confirms the address a link was sent to and signs its owner in, when they type the
     * password of one of the address's sign-ups: the account takes that sign-up's choices, and
     * every other link and pending sign-up of the account dies. Wrong passwords count against
     * the link, not against the account's sign-in budget (only the address's owner holds it).
     */
    async confirmEmail(request: ConfirmEmailRequest): Promise<Session> {
      const found = await findLink(context, request.token, 'confirm_email');
      if (found.user.emailConfirmedAt) throw new AppError('LINK_INVALID');
      const budget = await context.attempts.reserve(
        'confirm-link',
        String(found.link.id),
        CONFIRM_BUDGET,
      );
      if (!budget.isAllowed) throw new AppError('LINK_INVALID');
      const signUps = await createAuthRepository(context.db).pendingRegistrations(
        found.user.id,
        PENDING_SIGN_UPS,
      );
      const registration = await signUpWithPassword(signUps, request.password);
      if (!registration) {
        throw new AppError('SIGN_UP_PASSWORD_MISMATCH', { password: 'SIGN_UP_PASSWORD_MISMATCH' });
      }
      const session = await spendLink(context, found, async (tx) => {
        const confirmed = await createAuthRepository(tx).confirmEmail(found.user.id, registration);
        return startSession(context, confirmed ?? found.user, tx);
      });
      await context.attempts.clear('sign-in', session.user.email);
      return session;
    },
  };
}
