import { afterEach, describe, expect, it, vi } from 'vitest';
import { evictionEchoes } from './session-evictions';

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

describe('a revocation waiting for its own eviction', () => {
  it('answers a few milliseconds after an echo that came back before the commit answered', async () => {
    vi.useFakeTimers();
    const echoes = evictionEchoes();
    const { nonce } = echoes.message({ userId: 7 });
    echoes.heard(nonce);
    const waiting = echoes.wait(nonce, true);
    // Not at once (the other instances may still be reading it), and not after a second.
    expect(await settledAfter(waiting, 0)).toBe(false);
    expect(await settledAfter(waiting, 10)).toBe(true);
  });

  it('answers a few milliseconds after an echo that comes while it waits', async () => {
    vi.useFakeTimers();
    const echoes = evictionEchoes();
    const { nonce } = echoes.message({ sessionId: 3 });
    const waiting = echoes.wait(nonce, true);
    echoes.heard(nonce);
    expect(await settledAfter(waiting, 10)).toBe(true);
  });

  it('gives up after a second without an echo, and at once when the channel is down', async () => {
    vi.useFakeTimers();
    const echoes = evictionEchoes();
    const lost = echoes.message({ userId: 7 });
    const waiting = echoes.wait(lost.nonce, true);
    expect(await settledAfter(waiting, 999)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
    const down = echoes.message({ userId: 8 });
    expect(await settledAfter(echoes.wait(down.nonce, false), 0)).toBe(true);
    const released = echoes.message({ userId: 9 });
    const pending = echoes.wait(released.nonce, true);
    echoes.releaseAll();
    expect(await settledAfter(pending, 0)).toBe(true);
  });
});
