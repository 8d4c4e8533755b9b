import type { CreateNoteRequest, MyNote, Note } from '@academy/contracts/notes';
import { MY_NOTES_PAGE_SIZE } from '@academy/contracts/notes.rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { useSession } from '../../../lib/session';

/** A learner's own notes: never another viewer's copy, so keyed by the learner always. */
const notesKeys = {
  all: ['notes'],
  lesson: (contentId: number, userId: number | undefined) => ['notes', 'lesson', contentId, userId],
  mine: (userId: number | undefined, filters: { search: string; page: number }) => [
    'notes',
    'mine',
    userId,
    filters,
  ],
};

interface MyNotes {
  list: MyNote[];
  count: number;
  page: number;
  page_size: number;
}

/** GET /api/notes/lesson: the learner's notes on a lesson, in playback order. */
export const getLessonNotes = (contentId: number) =>
  apiRequest<{ list: Note[] }>('/api/notes/lesson', { query: { content_id: contentId } });

export function useLessonNotes(contentId: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: notesKeys.lesson(contentId, userId),
    queryFn: () => getLessonNotes(contentId),
    enabled: userId !== undefined,
  });
}

/** GET /api/notes: a page of "My notes", newest first, found by the search. */
export const getMyNotes = (search: string, page: number) =>
  apiRequest<MyNotes>('/api/notes', {
    query: { search: search || undefined, page, page_size: MY_NOTES_PAGE_SIZE },
  });

export function useMyNotes(search: string, page: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: notesKeys.mine(userId, { search, page }),
    queryFn: () => getMyNotes(search, page),
    placeholderData: keepPreviousData,
  });
}

/** Every change to a note refreshes the learner's notes wherever they are shown. */
function useNoteMutation<Input>(call: (input: Input) => Promise<Note>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

/** POST /api/notes */
export const useCreateNote = () =>
  useNoteMutation((body: CreateNoteRequest) =>
    apiRequest<Note>('/api/notes', { method: 'POST', body }),
  );

/** PUT /api/notes/:id */
export const useUpdateNote = () =>
  useNoteMutation(({ id, body }: { id: number; body: string }) =>
    apiRequest<Note>(`/api/notes/${id}`, { method: 'PUT', body: { body } }),
  );

/** DELETE /api/notes/:id */
export const useDeleteNote = () =>
  useNoteMutation((id: number) => apiRequest<Note>(`/api/notes/${id}`, { method: 'DELETE' }));

/** GET /api/notes/export: a course's notes as a Markdown file. */
export const exportCourseNotes = (courseId: number) =>
  downloadFile('/api/notes/export', { course_id: courseId }, 'text/markdown');
