/**
 * Seconds as "m:ss" ("1:05"), or "h:mm:ss" from an hour on: a countdown, or where a video
 * resumes. Its own module, so the pages that show one share it without the completion clock.
 */
export function formatClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
