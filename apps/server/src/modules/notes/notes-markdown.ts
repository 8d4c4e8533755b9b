import { formatClock } from '@academy/contracts/media.rules';
import type { Locale } from '@academy/contracts/rules';
import type { PlacedNoteRow } from './notes.repository';

const titleIn = (locale: Locale, title: string, titleZh: string | null) =>
  (locale === 'zh' && titleZh) || title;

/**
 * A course's notes as Markdown, in the learner's language: the course as the heading, a section
 * per lesson in outline order, each note as a paragraph led by its moment when it has one. The
 * notes are the learner's own words, written back as they typed them.
 */
export function notesMarkdown(notes: PlacedNoteRow[], locale: Locale): string {
  const [first] = notes;
  if (!first) return '';
  const lines = [`# ${titleIn(locale, first.courseTitle, first.courseTitleZh)}`, ''];
  let lesson: number | undefined;
  for (const row of notes) {
    if (row.note.contentId !== lesson) {
      lesson = row.note.contentId;
      lines.push(`## ${titleIn(locale, row.lessonTitle, row.lessonTitleZh)}`, '');
    }
    const at =
      row.note.positionSeconds === null ? '' : `**[${formatClock(row.note.positionSeconds)}]** `;
    lines.push(`${at}${row.note.body}`, '');
  }
  return lines.join('\n');
}
