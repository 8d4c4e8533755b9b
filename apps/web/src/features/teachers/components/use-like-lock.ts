import { useCallback, useRef, useState } from 'react';

/**
 * Locks a like button for `ms` after each click (500 ms on cards, 300 ms on the
 * detail page), whatever the network does, so rapid clicks cannot flip it back and forth.
 */
export function useLikeLock(ms: number) {
  const [isLocked, setIsLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lock = useCallback(() => {
    setIsLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsLocked(false), ms);
  }, [ms]);
  return { isLocked, lock };
}
