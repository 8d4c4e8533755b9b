import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs `work` and answers no sooner than `minimumMs` after it began, success or failure alike:
 * calls whose work depends on whether an account exists (a link made and mailed, or nothing)
 * then take the same time for every address, however fast the work was.
 */
export async function atSteadyPace<T>(minimumMs: number, work: () => Promise<T>): Promise<T> {
  const deadline = performance.now() + minimumMs;
  try {
    return await work();
  } finally {
    const left = deadline - performance.now();
    if (left > 0) await sleep(left);
  }
}
