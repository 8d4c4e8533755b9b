import {
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  registrationResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  setLanguageRequestSchema,
  signInLinkRequestSchema,
  updateProfileRequestSchema,
  userResponseSchema,
  useSignInLinkRequestSchema,
  verifyQuerySchema,
  verifyResponseSchema,
} from '@academy/contracts/auth';
import { emptySchema, envelope } from '@academy/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { jsonRoute, type RouteContract, signedInRoute } from '../../lib/json-route';
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { bearerToken, currentSession } from '../../plugins/authentication';
import type { AppInstance } from '../../server-module';
import type { AuthService } from './auth.service';
import type { AuthenticatedSession, SessionService } from './session.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  /** Attempts per minute per client on the calls that guess passwords or create accounts. */
  credentialRateLimitPerMinute: number;
}

const emptyResponseSchema = envelope(emptySchema);
const tags = ['auth'];

/**
 * The route options of the calls that guess passwords or create accounts, written once: a
 * JSON route with a rate limit per client of `perMinute` attempts.
 */
function credentialRoutes(perMinute: number) {
  const config = { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
  return <Contract extends RouteContract>(contract: Contract) =>
    jsonRoute(tags, contract, { config });
}

/** Declares one of the rate-limited credential calls by its contract. */
type CredentialRoute = ReturnType<typeof credentialRoutes>;

/**
 * The account behind a session, read now in one statement (the balance is never cached, and
 * a session ended behind this instance's cache answers 401 here at once).
 */
async function signedInAccount(auth: AuthService, session: AuthenticatedSession) {
  const account = await auth.account(session);
  if (!account) throw new AppError('UNAUTHENTICATED');
  return account;
}

/** Signing up, and confirming the address with the mailed link (`register.ts`). */
function registrationRoutes(app: AppInstance, auth: AuthService, credentialRoute: CredentialRoute) {
  app.post(
    '/register',
    credentialRoute({
      description: 'Answers the same for a new and a taken address: the rest happens by mail.',
      body: registerRequestSchema,
      answer: registrationResponseSchema,
    }),
    async (request) => ok(await auth.register(request.body, requestLocale(request))),
  );

  app.post(
    '/confirm',
    credentialRoute({ body: confirmEmailRequestSchema, answer: sessionResponseSchema }),
    async (request) => ok(await auth.confirmEmail(request.body)),
  );
}

/** Signing in by a one-time link sent by mail (`sign-in.ts`). */
function signInLinkRoutes(app: AppInstance, auth: AuthService, credentialRoute: CredentialRoute) {
  app.post(
    '/login/link',
    credentialRoute({
      description:
        'Mails a one-time sign-in link to a confirmed account; answers the same for any address.',
      body: signInLinkRequestSchema,
      answer: emptyResponseSchema,
    }),
    async (request) => {
      await auth.requestSignInLink(request.body.email);
      return ok({});
    },
  );

  app.post(
    '/login/link/use',
    credentialRoute({ body: useSignInLinkRequestSchema, answer: sessionResponseSchema }),
    async (request) => ok(await auth.useSignInLink(request.body)),
  );
}

/** A forgotten password: asking for a reset link, and setting a new password with it (`reset-password.ts`). */
function passwordResetRoutes(
  app: AppInstance,
  auth: AuthService,
  credentialRoute: CredentialRoute,
) {
  app.post(
    '/password/forgot',
    credentialRoute({
      description: 'Answers the same whether or not the address has an account.',
      body: forgotPasswordRequestSchema,
      answer: emptyResponseSchema,
    }),
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok({});
    },
  );

  app.post(
    '/password/reset',
    credentialRoute({ body: resetPasswordRequestSchema, answer: sessionResponseSchema }),
    async (request) => ok(await auth.resetPassword(request.body)),
  );
}

/** Signing in with a password (`sign-in.ts`), and signing out. */
function passwordSignInRoutes(
  app: AppInstance,
  auth: AuthService,
  credentialRoute: CredentialRoute,
) {
  app.post(
    '/login',
    credentialRoute({ body: loginRequestSchema, answer: sessionResponseSchema }),
    async (request) => ok(await auth.login(request.body)),
  );

  app.post('/logout', signedInRoute(tags, { answer: emptyResponseSchema }), async (request) => {
    await auth.logout(currentSession(request));
    return ok({});
  });
}

/** What a signed-in user reads and changes of their own account: profile and language. */
function profileRoutes(app: AppInstance, auth: AuthService) {
  app.get('/profile', signedInRoute(tags, { answer: userResponseSchema }), async (request) =>
    ok(await signedInAccount(auth, currentSession(request))),
  );

  app.post(
    '/profile',
    signedInRoute(tags, { body: updateProfileRequestSchema, answer: userResponseSchema }),
    async (request) => ok(await auth.updateProfile(currentSession(request), request.body)),
  );

  app.post(
    '/language',
    signedInRoute(tags, { body: setLanguageRequestSchema, answer: userResponseSchema }),
    async (request) => ok(await auth.setLanguage(currentSession(request), request.body.language)),
  );
}

/** Whether a session token is live, and whose it is. */
function verifyRoute(app: AppInstance, auth: AuthService, sessions: SessionService) {
  // The spec's client passes the token as a query parameter here; the header works too.
  // The request logger strips `token` from URLs, so it never reaches the logs.
  app.get(
    '/verify',
    jsonRoute(tags, { querystring: verifyQuerySchema, answer: verifyResponseSchema }),
    async (request) => {
      const token = bearerToken(request) ?? request.query.token;
      const session = token ? await sessions.authenticate(token) : null;
      if (!session) throw new AppError('UNAUTHENTICATED');
      return ok({ valid: true as const, user: await signedInAccount(auth, session) });
    },
  );
}

/** A signed-in user changing their password (`auth.service.ts`). */
function changePasswordRoute(app: AppInstance, auth: AuthService) {
  app.post(
    '/changePassword',
    signedInRoute(tags, { body: changePasswordRequestSchema, answer: emptyResponseSchema }),
    async (request) => {
      await auth.changePassword(currentSession(request), request.body);
      return ok({});
    },
  );
}

/**
 * `/api/users/*`: register and confirm, login (by password or mailed link), logout, verify,
 * profile, password (change, forgot, reset) and language. Registered in this order, the order
 * the API documentation lists them in.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, sessions } = options;
  const credentialRoute = credentialRoutes(options.credentialRateLimitPerMinute);
  registrationRoutes(app, auth, credentialRoute);
  signInLinkRoutes(app, auth, credentialRoute);
  passwordResetRoutes(app, auth, credentialRoute);
  passwordSignInRoutes(app, auth, credentialRoute);
  profileRoutes(app, auth);
  verifyRoute(app, auth, sessions);
  changePasswordRoute(app, auth);
};
