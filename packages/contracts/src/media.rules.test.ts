import { describe, expect, it } from 'vitest';
import {
  arePassagesInOrder,
  isPlaybackRate,
  PLAYBACK_RATES,
  passageIndexAt,
  seekTarget,
} from './media.rules';

describe('playback speeds', () => {
  it('offers 0.75× to 2× and recognises only those', () => {
    expect(PLAYBACK_RATES).toEqual([0.75, 1, 1.25, 1.5, 2]);
    expect(isPlaybackRate(1.5)).toBe(true);
    for (const value of [0.5, 3, '1.5', Number.NaN, null, undefined]) {
      expect(isPlaybackRate(value), String(value)).toBe(false);
    }
  });
});

describe('a timed transcript', () => {
  const passages = [
    { start: 0, end: 2 },
    { start: 2.4, end: 7.3 },
    { start: 7.7, end: 11 },
  ];

  it('is in order when each passage ends after it starts and after the previous one', () => {
    expect(arePassagesInOrder(passages)).toBe(true);
    expect(arePassagesInOrder([])).toBe(true);
    expect(arePassagesInOrder([{ start: 3, end: 3 }])).toBe(false);
    expect(arePassagesInOrder([passages[1], passages[0]] as typeof passages)).toBe(false);
    expect(
      arePassagesInOrder([
        { start: 0, end: 5 },
        { start: 4, end: 8 },
      ]),
    ).toBe(false);
  });

  it('follows the playback: the last passage started, kept through the pauses', () => {
    expect(passageIndexAt(passages, -1)).toBe(-1);
    expect(passageIndexAt(passages, 0)).toBe(0);
    expect(passageIndexAt(passages, 2.2)).toBe(0);
    expect(passageIndexAt(passages, 2.4)).toBe(1);
    expect(passageIndexAt(passages, 9)).toBe(2);
    expect(passageIndexAt(passages, 500)).toBe(2);
    expect(passageIndexAt([], 3)).toBe(-1);
  });
});

describe('seeking by a step', () => {
  it('stays within the media, and past an unknown end only above zero', () => {
    expect(seekTarget(12, 5, 60)).toBe(17);
    expect(seekTarget(3, -5, 60)).toBe(0);
    expect(seekTarget(58, 5, 60)).toBe(60);
    expect(seekTarget(58, 5, Number.NaN)).toBe(63);
  });
});
