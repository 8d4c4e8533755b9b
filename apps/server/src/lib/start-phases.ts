/**
 * Where a start's time goes, phase by phase, for the line the server prints when it is ready
 * (and `npm run bench` reads). Times are wall-clock milliseconds since the process began.
 */
export interface StartPhases {
  /** Ends the phase that ran since the previous mark (or since the process began). */
  mark(phase: string): void;
  /** `1306 ms: boot 90, modules 410, database 35, …`: the total, then each phase. */
  summary(): string;
}

export function startPhases(): StartPhases {
  const phases: string[] = [];
  let last = 0;
  return {
    mark(phase) {
      const now = performance.now();
      phases.push(`${phase} ${Math.round(now - last)}`);
      last = now;
    },
    summary: () => `${Math.round(last)} ms: ${phases.join(', ')}`,
  };
}
