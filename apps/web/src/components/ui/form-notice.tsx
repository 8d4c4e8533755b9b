import { describeError } from '../../lib/errors';
import type { TFunction } from '../../lib/i18n';

/**
 * The outcome of a form's last submission, kept as what happened rather than as text, so it
 * reads in the language on screen now: saving a switch to English confirms in English.
 */
export type Notice = { ok: true; key: string } | { ok: false; error: unknown; fallbackKey: string };

export function FormNotice({ notice, t }: { notice: Notice | null; t: TFunction }) {
  if (!notice) return null;
  return notice.ok ? (
    <p role="status" className="text-emerald-800">
      {t(notice.key)}
    </p>
  ) : (
    <p role="alert" className="text-red-700">
      {describeError(notice.error, t, t(notice.fallbackKey))}
    </p>
  );
}
