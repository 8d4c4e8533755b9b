import { describe, expect, it } from 'vitest';
import { canMarkComplete } from '../routes/content-viewer-page';
import { progressOf } from './use-media-progress';

describe('progressOf', () => {
  it('is current time over duration as a whole percentage, capped at 100', () => {
    expect(progressOf(30, 120)).toBe(25);
    expect(progressOf(121, 120)).toBe(100);
    expect(progressOf(10, Number.NaN)).toBe(0);
    expect(progressOf(10, 0)).toBe(0);
  });
});

describe('canMarkComplete', () => {
  it('follows the spec: text at once, media from 90 %, a PDF above 0', () => {
    expect(canMarkComplete('text', 0)).toBe(true);
    expect(canMarkComplete('video', 89)).toBe(false);
    expect(canMarkComplete('audio', 90)).toBe(true);
    expect(canMarkComplete('pdf', 0)).toBe(false);
    expect(canMarkComplete('pdf', 10)).toBe(true);
  });
});
