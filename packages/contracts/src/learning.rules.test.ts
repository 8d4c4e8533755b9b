import { describe, expect, it } from 'vitest';
import {
  canComplete,
  hasReachedEnd,
  minimumSecondsOnLesson,
  secondsUntilCompletable,
} from './learning.rules';

describe('the completion rule', () => {
  it('asks for the end of the lesson: an article at once, media from 90 %, a PDF once opened', () => {
    expect(hasReachedEnd('text', 0)).toBe(true);
    expect(hasReachedEnd('video', 89)).toBe(false);
    expect(hasReachedEnd('audio', 90)).toBe(true);
    expect(hasReachedEnd('pdf', 0)).toBe(false);
    expect(hasReachedEnd('pdf', 10)).toBe(true);
    expect(hasReachedEnd('quiz', 100)).toBe(false);
  });

  it('asks for media to have been open as long as watching to 90 % at 2× takes', () => {
    expect(minimumSecondsOnLesson('video', 120)).toBe(3240);
    expect(minimumSecondsOnLesson('audio', 1)).toBe(27);
    expect(minimumSecondsOnLesson('video', 0)).toBe(0);
  });

  it('asks for a tenth of the reading time, from 10 seconds to one minute', () => {
    expect(minimumSecondsOnLesson('text', 1)).toBe(10);
    expect(minimumSecondsOnLesson('text', 5)).toBe(30);
    expect(minimumSecondsOnLesson('pdf', 90)).toBe(60);
    expect(minimumSecondsOnLesson('quiz', 30)).toBe(0);
  });

  it('counts down from the first opening and completes only when both parts hold', () => {
    const video = { type: 'video' as const, durationMinutes: 10, progress: 100, secondsOpen: 60 };
    expect(secondsUntilCompletable(video)).toBe(210);
    expect(canComplete(video)).toBe(false);
    expect(canComplete({ ...video, secondsOpen: 270 })).toBe(true);
    expect(canComplete({ ...video, secondsOpen: 270, progress: 50 })).toBe(false);
    expect(secondsUntilCompletable({ ...video, secondsOpen: null })).toBe(270);
    // Test runs may shorten the wait; 0 removes it.
    expect(canComplete(video, 0)).toBe(true);
    expect(secondsUntilCompletable(video, 0.5)).toBe(75);
  });
});
