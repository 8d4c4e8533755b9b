import { describe, expect, it, vi } from 'vitest';
import { signInToday } from './daily-signin';

const granted = { points: 15, available_points: 20, bonuses: [] };

describe('signInToday', () => {
  it('sends one request for a double tap and gives both taps its answer', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementation(
        async () => new Response(JSON.stringify({ code: 1, msg: 'ok', data: granted })),
      );
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([signInToday(), signInToday()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);

    // Once answered, a later call is a new request (the server then answers for the day).
    await signInToday();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
