import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';
import { OVERLOAD_DELAY_MS, overloadPlugin } from './overload';

/** An app whose event loop runs `delay.ms` late, with the routes the plugin treats apart. */
async function appWithLoopDelay(delay: { ms: number }) {
  const handled: string[] = [];
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(overloadPlugin, { loopDelayMs: () => delay.ms });
  for (const url of ['/api/course/lists', '/api/health', '/robots.txt']) {
    app.get(url, async () => {
      handled.push(url);
      return { ok: true };
    });
  }
  return { app, handled };
}

describe('load shedding on a late event loop', () => {
  it('refuses a new API request with 503 and Retry-After before its handler runs', async () => {
    const delay = { ms: OVERLOAD_DELAY_MS + 1 };
    const { app, handled } = await appWithLoopDelay(delay);
    const refused = await app.inject({ url: '/api/course/lists' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    expect(handled).toEqual([]);

    // Health and what is not the API still answer; once the loop is on time, the API does too.
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
    delay.ms = OVERLOAD_DELAY_MS;
    expect((await app.inject({ url: '/api/course/lists' })).statusCode).toBe(200);
    expect(handled).toEqual(['/api/health', '/robots.txt', '/api/course/lists']);
    await app.close();
  });
});
