import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRoute } from '../lib/request-target';
import { bearerToken } from './authentication';

/**
 * The headers helmet writes for these options. None depends on the request, so they are worked
 * out once, at start, instead of by helmet's middleware on every request.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Strict headers on every response. Scripts only from our origin (the SPA has no inline
 * script); inline styles are allowed because the admin UI library injects its styles at
 * runtime (docs/decisions/0003-csp-inline-styles.md). Frames only from our origin, for the
 * embedded PDF viewer. HSTS only where the deployment says it is served over TLS. Media kept in
 * a bucket are fetched from its origin (decision 0028): images, players and the PDF frame may
 * load from there, and nothing else may.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: { hstsMaxAgeSeconds: number; mediaOrigin?: string | undefined },
  ) => {
    const media = options.mediaOrigin ? [options.mediaOrigin] : [];
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...media],
          mediaSrc: ["'self'", 'blob:', ...media],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...media],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only a deployment served over TLS may promise browsers HTTPS for the future (HSTS_MAX_AGE_SECONDS).
      strictTransportSecurity:
        options.hstsMaxAgeSeconds > 0
          ? { maxAge: options.hstsMaxAgeSeconds, includeSubDomains: true }
          : false,
      xFrameOptions: { action: 'sameorigin' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // Answers that carry a token or personal data must never sit in a browser or proxy cache:
    // every API answer, and everything sent to a signed-in request, is no-store. Only a guest's
    // public catalogue read (the reads the guest cache serves) stays cacheable.
    app.addHook('onSend', (request, reply, payload, done) => {
      const isSignedIn = request.auth !== null || bearerToken(request) !== undefined;
      const isCacheable =
        !isSignedIn && (!isApiRoute(request) || request.routeOptions.config?.publicCache);
      if (!isCacheable) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
);
