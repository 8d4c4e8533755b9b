import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';

/**
 * The submit cycle the account forms share: idle → submitting → success, or error: a message
 * for the red banner, the server's words for each field it refused (e.g. "this password is too
 * common", already in the user's language), and the form usable again.
 */
export function useAuthSubmit(failedKey: string) {
  const { t } = useTranslation('auth');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [hasAttempted, setHasAttempted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errorCode, setErrorCode] = useState<ApiError['code'] | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function submit(canSubmit: boolean, action: () => Promise<unknown>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setHasAttempted(true);
      if (!canSubmit || isSubmitting) return;
      setIsSubmitting(true);
      setError(null);
      setErrorCode(null);
      setFieldErrors({});
      try {
        await action();
      } catch (caught) {
        setError(describeError(caught, t, t(failedKey)));
        if (caught instanceof ApiError) {
          setErrorCode(caught.code);
          setFieldErrors(caught.fields);
        }
      } finally {
        setIsSubmitting(false);
      }
    };
  }

  return { isSubmitting, hasAttempted, error, errorCode, fieldErrors, submit };
}
