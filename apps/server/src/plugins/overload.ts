import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from '../lib/request-target';
import { sendError } from './error-handler';

/**
 * The event loop's delay past which an instance refuses new API requests (decision 0037). A
 * request waits for the loop before any code of ours sees it, so a pool's bounded wait cannot
 * bound an answer's time once the loop itself is late: only refusing cheaply (no statement, a
 * small answer) lets it catch up.
 */
export const OVERLOAD_DELAY_MS = 400;
/** How often the loop's delay is read: the window each mean is taken over. */
const SAMPLE_EVERY_MS = 250;

export interface OverloadOptions {
  /** The loop's current delay in ms; measured with monitorEventLoopDelay unless given (tests). */
  loopDelayMs?: () => number;
}

/**
 * The loop's delay as the lower of the last two windows' means, measured from the moment the
 * app is ready: a single stall (a large synchronous task, a long garbage collection) is not an
 * overload; a loop late window after window is.
 */
function measuredLoopDelay(app: FastifyInstance): () => number {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const windows = [0, 0];
  let sample: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    histogram.enable();
    sample = setInterval(() => {
      windows.shift();
      windows.push(histogram.count > 0 ? histogram.mean / 1e6 : 0);
      histogram.reset();
    }, SAMPLE_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sample);
    histogram.disable();
  });
  return () => Math.min(...windows);
}

/**
 * Sheds load honestly: while the event loop runs later than OVERLOAD_DELAY_MS, a new API
 * request is answered 503 with Retry-After at once, before authentication, its body or a
 * statement. Health is never refused, so a balancer sees a live instance that is busy.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, options: OverloadOptions) => {
  const loopDelayMs = options.loopDelayMs ?? measuredLoopDelay(app);
  app.addHook('onRequest', (request, reply, done) => {
    const isRefused =
      loopDelayMs() > OVERLOAD_DELAY_MS &&
      isApiRoute(request) &&
      request.routeOptions.url !== '/api/health';
    if (!isRefused) return done();
    reply.header('retry-after', '1');
    sendError(request, reply, 'SERVICE_UNAVAILABLE', 503);
  });
});
