import { type FormEvent, useState } from 'react';
import { ErrorBanner } from './alert';
import { Button } from './button';

/** The look of every multi-line field, so an edit box matches the composer it sits under. */
export const textareaClasses =
  'w-full rounded-lg border border-slate-300 px-3 py-2 text-base outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/30';

/** What a composer needs of a video or audio player: where it is now. */
export interface MomentSource {
  currentTime(): number;
}

/** What the composer hands over: the trimmed text, and the player's second when it was kept. */
export interface ComposedText {
  body: string;
  position_seconds?: number;
}

interface MomentComposerProps {
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  maxLength: number;
  rows: number;
  /** The lesson's player; without one there is no moment to keep and no box to offer it. */
  player: MomentSource | null;
  /** The box that keeps the player's moment with the text. */
  momentLabel: string;
  submitLabel: string;
  isPending: boolean;
  /** Why the last submission failed, in words for the reader; null when it did not. */
  errorMessage: string | null;
  onSubmit(text: ComposedText): Promise<unknown>;
}

/**
 * A form that writes something at a moment of a lesson (a note, a question): a text field, a box
 * to keep the player's moment (on by default), and the submit button. The field empties once the
 * submission succeeds, and keeps the text when it fails so nothing typed is lost.
 */
export function MomentComposer({
  label,
  placeholder,
  maxLength,
  rows,
  player,
  momentLabel,
  submitLabel,
  isPending,
  errorMessage,
  onSubmit,
}: MomentComposerProps) {
  const [body, setBody] = useState('');
  const [isTimed, setIsTimed] = useState(true);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const text = body.trim();
    if (!text || isPending) return;
    const position = player && isTimed ? Math.floor(player.currentTime()) : undefined;
    await onSubmit(
      position === undefined ? { body: text } : { body: text, position_seconds: position },
    );
    setBody('');
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2">
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={body}
        maxLength={maxLength}
        onChange={(event) => setBody(event.target.value)}
        className={textareaClasses}
        rows={rows}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {player ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={isTimed}
              onChange={(event) => setIsTimed(event.target.checked)}
              className="size-5"
            />
            {momentLabel}
          </label>
        ) : (
          <span />
        )}
        <Button type="submit" isLoading={isPending} disabled={body.trim() === ''}>
          {submitLabel}
        </Button>
      </div>
      {errorMessage !== null && <ErrorBanner>{errorMessage}</ErrorBanner>}
    </form>
  );
}
