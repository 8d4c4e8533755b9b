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
import { requestLocale } from '../../lib/locale';
import { ok } from '../../lib/reply';
import { bearerToken, currentSession, requireUser } from '../../plugins/authentication';
import type { AuthService } from './auth.service';
import type { AuthenticatedSession, SessionService } from './session.service';

export interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionService;
  /** Attempts per minute per client on the calls that guess passwords or create accounts. */
  credentialRateLimitPerMinute: number;
}

const emptyResponseSchema = envelope(emptySchema);

/** `/api/users/*`: register and confirm, login (by password or mailed link), logout, verify, profile, password (change, forgot, reset) and language. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, sessions } = options;
  const credentialLimit = {
    rateLimit: { max: options.credentialRateLimitPerMinute, timeWindow: '1 minute' },
  };
  const tags = ['auth'];
  /**
   * The account behind a session, read now in one statement (the balance is never cached, and
   * a session ended behind this instance's cache answers 401 here at once).
   */
  const signedInAccount = async (session: AuthenticatedSession) => {
    const account = await auth.account(session);
    if (!account) throw new AppError('UNAUTHENTICATED');
    return account;
  };

  app.post(
    '/register',
    {
      config: credentialLimit,
      schema: {
        tags,
        description: 'Answers the same for a new and a taken address: the rest happens by mail.',
        body: registerRequestSchema,
        response: { 200: registrationResponseSchema },
      },
    },
    async (request) => ok(await auth.register(request.body, requestLocale(request))),
  );

  app.post(
    '/confirm',
    {
      config: credentialLimit,
      schema: { tags, body: confirmEmailRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => ok(await auth.confirmEmail(request.body)),
  );

  app.post(
    '/login/link',
    {
      config: credentialLimit,
      schema: {
        tags,
        description:
          'Mails a one-time sign-in link to a confirmed account; answers the same for any address.',
        body: signInLinkRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await auth.requestSignInLink(request.body.email);
      return ok({});
    },
  );

  app.post(
    '/login/link/use',
    {
      config: credentialLimit,
      schema: { tags, body: useSignInLinkRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => ok(await auth.useSignInLink(request.body)),
  );

  app.post(
    '/password/forgot',
    {
      config: credentialLimit,
      schema: {
        tags,
        description: 'Answers the same whether or not the address has an account.',
        body: forgotPasswordRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok({});
    },
  );

  app.post(
    '/password/reset',
    {
      config: credentialLimit,
      schema: { tags, body: resetPasswordRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => ok(await auth.resetPassword(request.body)),
  );

  app.post(
    '/login',
    {
      config: credentialLimit,
      schema: { tags, body: loginRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request) => ok(await auth.login(request.body)),
  );

  app.post(
    '/logout',
    { onRequest: requireUser, schema: { tags, response: { 200: emptyResponseSchema } } },
    async (request) => {
      await auth.logout(currentSession(request));
      return ok({});
    },
  );

  app.get(
    '/profile',
    { onRequest: requireUser, schema: { tags, response: { 200: userResponseSchema } } },
    async (request) => ok(await signedInAccount(currentSession(request))),
  );

  app.post(
    '/profile',
    {
      onRequest: requireUser,
      schema: { tags, body: updateProfileRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => ok(await auth.updateProfile(currentSession(request), request.body)),
  );

  app.post(
    '/language',
    {
      onRequest: requireUser,
      schema: { tags, body: setLanguageRequestSchema, response: { 200: userResponseSchema } },
    },
    async (request) => ok(await auth.setLanguage(currentSession(request), request.body.language)),
  );

  // The spec's client passes the token as a query parameter here; the header works too.
  // The request logger strips `token` from URLs, so it never reaches the logs.
  app.get(
    '/verify',
    { schema: { tags, querystring: verifyQuerySchema, response: { 200: verifyResponseSchema } } },
    async (request) => {
      const token = bearerToken(request) ?? request.query.token;
      const session = token ? await sessions.authenticate(token) : null;
      if (!session) throw new AppError('UNAUTHENTICATED');
      return ok({ valid: true as const, user: await signedInAccount(session) });
    },
  );

  app.post(
    '/changePassword',
    {
      onRequest: requireUser,
      schema: { tags, body: changePasswordRequestSchema, response: { 200: emptyResponseSchema } },
    },
    async (request) => {
      await auth.changePassword(currentSession(request), request.body);
      return ok({});
    },
  );
};
