import { afterEach, describe, expect, it, vi } from 'vitest';
import { evictionAcks } from './session-evictions';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled once the clock has moved on by `ms`. */
async function settledAfter(promise: Promise<void>, ms: number) {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('a revocation waiting for the listeners to acknowledge its eviction', () => {
  it('answers once every listener it reached has acknowledged, not before', async () => {
    vi.useFakeTimers();
    const acks = evictionAcks();
    const { nonce } = acks.message({ userId: 7 });
    const waiting = acks.wait(nonce, 3, true);
    acks.acknowledged(nonce);
    acks.acknowledged(nonce);
    expect(await settledAfter(waiting, 500)).toBe(false);
    acks.acknowledged(nonce);
    expect(await settledAfter(waiting, 0)).toBe(true);
  });

  it('counts acknowledgements that came before the commit answered', async () => {
    vi.useFakeTimers();
    const acks = evictionAcks();
    const { nonce } = acks.message({ sessionId: 3 });
    acks.acknowledged(nonce);
    acks.acknowledged(nonce);
    expect(await settledAfter(acks.wait(nonce, 2, true), 0)).toBe(true);
  });

  it('ignores acknowledgements of other evictions', async () => {
    vi.useFakeTimers();
    const acks = evictionAcks();
    const mine = acks.message({ userId: 1 });
    const theirs = acks.message({ userId: 2 });
    const waiting = acks.wait(mine.nonce, 1, true);
    acks.acknowledged(theirs.nonce);
    acks.acknowledged('not-a-nonce-anyone-sent');
    expect(await settledAfter(waiting, 10)).toBe(false);
    acks.acknowledged(mine.nonce);
    expect(await settledAfter(waiting, 0)).toBe(true);
  });

  it('gives up after a second, and waits not at all when the channel is down or nobody listens', async () => {
    vi.useFakeTimers();
    const acks = evictionAcks();
    const lost = acks.message({ userId: 7 });
    const waiting = acks.wait(lost.nonce, 2, true);
    acks.acknowledged(lost.nonce);
    expect(await settledAfter(waiting, 999)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
    const down = acks.message({ userId: 8 });
    expect(await settledAfter(acks.wait(down.nonce, 2, false), 0)).toBe(true);
    const unheard = acks.message({ userId: 8 });
    expect(await settledAfter(acks.wait(unheard.nonce, 0, true), 0)).toBe(true);
    const released = acks.message({ userId: 9 });
    const pending = acks.wait(released.nonce, 2, true);
    acks.releaseAll();
    expect(await settledAfter(pending, 0)).toBe(true);
  });
});
