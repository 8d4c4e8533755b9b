import { href } from '@academy/contracts/app-routes';
import { formatClock } from '@academy/contracts/media.rules';
import type { MyNote } from '@academy/contracts/notes';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { TextField } from '../../../components/ui/text-field';
import { describeError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';
import { exportCourseNotes, useMyNotes } from '../api/notes';

/** Notes of one course on the page, with the course's export. */
interface CourseGroup {
  courseId: number;
  notes: MyNote[];
}

/** A page's notes by course, in the page's order (newest first). */
function byCourse(notes: MyNote[]): CourseGroup[] {
  const groups: CourseGroup[] = [];
  for (const note of notes) {
    const last = groups.at(-1);
    if (last?.courseId === note.course_id) last.notes.push(note);
    else groups.push({ courseId: note.course_id, notes: [note] });
  }
  return groups;
}

function ExportButton({ courseId }: { courseId: number }) {
  const { t } = useTranslation('notes');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function handleExport() {
    setIsBusy(true);
    setError(null);
    try {
      await exportCourseNotes(courseId);
    } catch (caught) {
      setError(describeError(caught, t, t('exportFailed')));
    } finally {
      setIsBusy(false);
    }
  }
  return (
    <div>
      <Button variant="secondary" isLoading={isBusy} onClick={handleExport}>
        {t('export')}
      </Button>
      {error && <ErrorBanner>{error}</ErrorBanner>}
    </div>
  );
}

/** One course's notes on the page, each a link back to its lesson, with the course's export. */
function CourseNotes({ group }: { group: CourseGroup }) {
  const { locale } = useTranslation('notes');
  const [first] = group.notes;
  return (
    <section className="rounded-2xl bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-navy-900">
          {first && localized(first, 'course_title', locale)}
        </h2>
        <ExportButton courseId={group.courseId} />
      </div>
      <ul className="flex flex-col gap-2">
        {group.notes.map((note) => (
          <li key={note.id} className="rounded-xl bg-white p-3 shadow-sm">
            <Link
              to={href('contentViewer', { courseId: note.course_id, contentId: note.content_id })}
              className="text-sm font-semibold text-teal-700 hover:underline"
            >
              {localized(note, 'lesson_title', locale)}
              {note.position_seconds !== null && ` · ${formatClock(note.position_seconds)}`}
            </Link>
            <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
            <p className="mt-1 text-xs text-muted">{formatDateTime(note.updated_at, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "My notes": every note the learner took, newest first, by course and lesson, found by their
 * words, lesson or course in either language (the search and page live in the URL), each
 * course's notes exported as Markdown, each note a link back to its lesson.
 */
export function MyNotes() {
  const { t } = useTranslation('notes');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const notes = useMyNotes(search, page);

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('search', draft.trim());
    setParams(next);
  }

  function goTo(next: number) {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next));
    setParams(updated);
  }

  return (
    <div className="flex flex-col gap-6">
      <search>
        <form onSubmit={handleSearch} className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit">{t('searchSubmit')}</Button>
        </form>
      </search>
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState message={t('loadFailed')} onRetry={() => void notes.refetch()} />
      ) : notes.data.list.length === 0 ? (
        <EmptyState message={search ? t('noMatch', { search }) : t('empty')}>
          {!search && (
            <Link to={href('courseList')} className={buttonClasses('primary')}>
              {t('browse')}
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          {byCourse(notes.data.list).map((group) => (
            <CourseNotes key={`${group.courseId}-${group.notes[0]?.id}`} group={group} />
          ))}
          <Pagination
            page={page}
            totalPages={Math.ceil(notes.data.count / notes.data.page_size)}
            onChange={goTo}
          />
        </>
      )}
    </div>
  );
}
