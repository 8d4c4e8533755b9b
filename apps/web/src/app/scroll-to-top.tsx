import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Each new page starts at the top; changes of query string alone keep the scroll. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
