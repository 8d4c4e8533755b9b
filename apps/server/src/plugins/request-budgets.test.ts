import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { EXACT_BUDGET_MAX, requestBudgets, SYNC_EVERY_MS } from './request-budgets';

const redisUrl = process.env.TEST_REDIS_URL;
const silent = pino({ level: 'silent' });

type Store = {
  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number }) => void,
    windowMs: number,
    max: number,
  ): void;
};
const count = (store: Store, key: string, max: number) =>
  new Promise<number>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)),
      60_000,
      max,
    ),
  );
const storeOf = (budgets: ReturnType<typeof requestBudgets>) =>
  new (budgets.Store as unknown as new () => Store)();

describe('request budgets without Redis', () => {
  it('count one fixed window per key on this instance', async () => {
    const store = storeOf(requestBudgets(undefined, silent));
    const counts = [];
    for (let request = 0; request < 3; request++) counts.push(await count(store, 'a', 1000));
    expect(counts).toEqual([1, 2, 3]);
    expect(await count(store, 'b', 1000)).toBe(1);
  });
});

describe.runIf(redisUrl)('request budgets shared through Redis', () => {
  const clients: Redis[] = [];
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });
  async function instance() {
    const redis = new Redis(redisUrl ?? '');
    clients.push(redis);
    await new Promise((resolve) => redis.once('ready', resolve));
    return { redis, budgets: requestBudgets(redis, silent) };
  }
  // A key of this run's own: earlier runs' counters stay out of the way.
  const key = (label: string) => `${label}-${Date.now()}-${Math.random()}`;

  it('count a small budget exactly across instances, a Redis round trip per request', async () => {
    const [first, second] = [await instance(), await instance()];
    const client = key('small');
    const counts = [];
    for (const { budgets } of [first, second, first, second, first]) {
      counts.push(await count(storeOf(budgets), client, EXACT_BUDGET_MAX));
    }
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });

  it('count a large budget here and add it to Redis in batches, never losing a request', async () => {
    const [first, second] = [await instance(), await instance()];
    const sent: string[] = [];
    for (const { redis } of [first, second]) {
      const original = redis.academyBudgetAdd.bind(redis);
      redis.academyBudgetAdd = (...args) => {
        sent.push(args[0]);
        return original(...args);
      };
    }
    const client = key('large');
    const max = 1000;
    const stores = [storeOf(first.budgets), storeOf(second.budgets)];
    for (let request = 0; request < 80; request++) {
      await count(stores[request % 2] as Store, client, max);
    }
    // Eighty requests, a handful of round trips: each instance adds its counts in batches.
    expect(sent.length).toBeLessThan(10);
    await new Promise((resolve) => setTimeout(resolve, SYNC_EVERY_MS * 3));
    expect(Number(await first.redis.get(`academy-rate-limit:${client}`))).toBe(80);
    // Each instance learns every instance's count when it adds its own.
    await count(stores[0] as Store, client, max);
    first.budgets.flush();
    await new Promise((resolve) => setTimeout(resolve, SYNC_EVERY_MS));
    expect(await count(stores[0] as Store, client, max)).toBe(82);
  });

  it('refuse a large budget near its end, overshooting by at most what is in flight', async () => {
    const [first, second] = [await instance(), await instance()];
    const client = key('edge');
    const max = 100;
    const instances = [first, second];
    let allowed = 0;
    for (let request = 0; request < 300; request++) {
      const { budgets } = instances[request % 2] as (typeof instances)[number];
      if ((await count(storeOf(budgets), client, max)) <= max) allowed += 1;
      // Redis answers between requests, as it does while requests do I/O of their own.
      if (request % 5 === 4) await Promise.all(instances.map(({ budgets: b }) => b.flush()));
    }
    expect(allowed).toBeGreaterThanOrEqual(max);
    // At most what each instance counts between two of Redis's answers gets past the budget.
    expect(allowed).toBeLessThanOrEqual(max + 2 * 5);
  });
});
