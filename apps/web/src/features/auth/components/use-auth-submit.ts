import { type FormEvent, useState } from 'react';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';

/**
 * The submit cycle both forms share: idle → submitting → success (the session takes over)
 * or error (a message for the red banner, and the form usable again).
 */
export function useAuthSubmit(failedKey: string) {
  const { t } = useTranslation('auth');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasAttempted, setHasAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(canSubmit: boolean, action: () => Promise<unknown>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setHasAttempted(true);
      if (!canSubmit || isSubmitting) return;
      setIsSubmitting(true);
      setError(null);
      try {
        await action();
      } catch (caught) {
        setError(describeError(caught, t, t(failedKey)));
        setIsSubmitting(false);
      }
    };
  }

  return { isSubmitting, hasAttempted, error, submit };
}
