import { describe, expect, it } from 'vitest';
import { progressOf } from './use-media-progress';

describe('progressOf', () => {
  it('is current time over duration as a whole percentage, capped at 100', () => {
    expect(progressOf(30, 120)).toBe(25);
    expect(progressOf(121, 120)).toBe(100);
    expect(progressOf(10, Number.NaN)).toBe(0);
    expect(progressOf(10, 0)).toBe(0);
  });
});
