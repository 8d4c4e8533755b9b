import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { isApiRoute } from '../lib/request-target';
import type { AuthenticatedSession, SessionService } from '../modules/auth/session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of this request, or null for a guest. */
    auth: AuthenticatedSession | null;
  }
}

/** The bearer token of a request: `Authorization: Bearer …`, or the spec's `Token` header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) {
    return authorization.slice(7).trim() || undefined;
  }
  const token = request.headers.token;
  return typeof token === 'string' && token.trim() ? token.trim() : undefined;
}

/** Resolves the session once per request; an invalid token on a public call means "guest". */
export const authenticationPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionService }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', (request, _reply, done) => {
      const token = isApiRoute(request) ? bearerToken(request) : undefined;
      if (!token) return done();
      options.sessions.authenticate(token).then((auth) => {
        request.auth = auth;
        done();
      }, done);
    });
  },
);

/** Hook for calls that need a signed-in user (runs before the body is even parsed). */
export function requireUser(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  done(request.auth ? undefined : new AppError('UNAUTHENTICATED'));
}

/** The options of a route that needs a signed-in user, written once; spread it to add more. */
export const signedIn = { onRequest: requireUser };

/** A hook that lets only accounts of `role` further: checked on the server, whatever the UI shows. */
export function requireRole(role: AuthenticatedSession['user']['role']) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (!request.auth) return done(new AppError('UNAUTHENTICATED'));
    done(request.auth.user.role === role ? undefined : new AppError('FORBIDDEN'));
  };
}

/** Hook for `/api/admin/*`. */
export const requireAdmin = requireRole('admin');

/** The signed-in session of a request that passed `requireUser`. */
export function currentSession(request: FastifyRequest): AuthenticatedSession {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** The signed-in user's id, or null for a guest (public calls that personalise flags). */
export function viewerId(request: FastifyRequest): number | null {
  return request.auth?.user.id ?? null;
}

/**
 * The signed-in user's id. A `user_id` the client sends (the spec's calls do) must be that
 * same id: naming someone else is refused, never served.
 */
export function ownUserId(request: FastifyRequest, requestedId?: number): number {
  const { id } = currentSession(request).user;
  if (requestedId !== undefined && requestedId !== id) throw new AppError('FORBIDDEN');
  return id;
}
