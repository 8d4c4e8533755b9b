import { formatClock } from '@academy/contracts/media.rules';
import type { Note } from '@academy/contracts/notes';
import { NOTE_MAX_LENGTH } from '@academy/contracts/notes.rules';
import { type FormEvent, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { MomentComposer, textareaClasses } from '../../../components/ui/moment-composer';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n';
import { useCreateNote, useDeleteNote, useLessonNotes, useUpdateNote } from '../api/notes';

/** What the notes need of a video or audio player: where it is, and a way to go somewhere. */
export interface NotePlayer {
  currentTime(): number;
  seek(seconds: number): void;
}

/** One note: its moment (a click goes there), its words, and ways to change or remove it. */
function NoteItem({ note, player }: { note: Note; player: NotePlayer | null }) {
  const { t } = useTranslation('notes');
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [draft, setDraft] = useState<string | null>(null);

  async function handleSave(event: FormEvent) {
    event.preventDefault();
    if (draft === null || draft.trim() === '') return;
    await update.mutateAsync({ id: note.id, body: draft.trim() });
    setDraft(null);
  }

  return (
    <li className="rounded-xl bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start gap-2">
        {note.position_seconds !== null &&
          (player ? (
            <button
              type="button"
              onClick={() => player.seek(note.position_seconds ?? 0)}
              className="min-h-11 rounded-lg bg-teal-50 px-3 font-mono text-sm font-semibold text-teal-800 hover:bg-teal-100"
              aria-label={t('seekTo', { time: formatClock(note.position_seconds) })}
            >
              {formatClock(note.position_seconds)}
            </button>
          ) : (
            <span className="rounded-lg bg-teal-50 px-3 py-2 font-mono text-sm text-teal-800">
              {formatClock(note.position_seconds)}
            </span>
          ))}
        {draft === null ? (
          <p className="min-w-0 flex-1 whitespace-pre-wrap break-words py-2">{note.body}</p>
        ) : (
          <form onSubmit={handleSave} className="flex min-w-0 flex-1 flex-col gap-2">
            <textarea
              aria-label={t('editLabel')}
              value={draft}
              maxLength={NOTE_MAX_LENGTH}
              onChange={(event) => setDraft(event.target.value)}
              className={textareaClasses}
              rows={3}
            />
            <div className="flex gap-2">
              <Button type="submit" isLoading={update.isPending} disabled={draft.trim() === ''}>
                {t('save')}
              </Button>
              <Button variant="ghost" onClick={() => setDraft(null)}>
                {t('cancel')}
              </Button>
            </div>
          </form>
        )}
      </div>
      {draft === null && (
        <div className="mt-1 flex justify-end gap-1">
          <Button variant="ghost" onClick={() => setDraft(note.body)}>
            {t('edit')}
          </Button>
          <Button
            variant="ghost"
            isLoading={remove.isPending}
            onClick={() => remove.mutate(note.id)}
          >
            {t('delete')}
          </Button>
        </div>
      )}
      {(update.isError || remove.isError) && (
        <ErrorBanner>{describeError(update.error ?? remove.error, t, t('saveFailed'))}</ErrorBanner>
      )}
    </li>
  );
}

/**
 * The learner's private notes on a lesson. On a video or audio lesson a new note keeps the
 * moment the player is at, and a click on a note's moment goes back there.
 */
export function LessonNotes({
  contentId,
  player,
}: {
  contentId: number;
  player: NotePlayer | null;
}) {
  const { t } = useTranslation('notes');
  const notes = useLessonNotes(contentId);
  const create = useCreateNote();

  return (
    <section aria-labelledby={`notes-${contentId}`} className="mt-8 rounded-2xl bg-surface p-4">
      <h2 id={`notes-${contentId}`} className="text-lg font-semibold text-navy-900">
        {t('heading')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('private')}</p>
      <MomentComposer
        label={t('newLabel')}
        placeholder={t('placeholder')}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        player={player}
        momentLabel={t('atMoment')}
        submitLabel={t('add')}
        isPending={create.isPending}
        errorMessage={create.isError ? describeError(create.error, t, t('saveFailed')) : null}
        onSubmit={(text) => create.mutateAsync({ content_id: contentId, ...text })}
      />
      {notes.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void notes.refetch()} />
      ) : notes.data && notes.data.list.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-2">
          {notes.data.list.map((note) => (
            <NoteItem key={note.id} note={note} player={player} />
          ))}
        </ul>
      ) : (
        notes.data && <p className="mt-4 text-sm text-muted">{t('none')}</p>
      )}
    </section>
  );
}
