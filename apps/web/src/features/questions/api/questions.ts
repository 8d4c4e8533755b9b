import type {
  Answer,
  AskRequest,
  Helpful,
  Question,
  QuestionCounts,
  QuestionList,
  QuestionThread,
} from '@academy/contracts/questions';
import { QUESTIONS_PAGE_SIZE, type QuestionSort } from '@academy/contracts/questions.rules';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Questions on lessons: each reader's copy differs (own posts, marks, hidden ones), so keyed by them. */
const questionsKeys = {
  all: ['questions'],
  lesson: (contentId: number, userId: number | undefined, view: { sort: string; page: number }) => [
    'questions',
    'lesson',
    contentId,
    userId,
    view,
  ],
  thread: (questionId: number, userId: number | undefined) => [
    'questions',
    'thread',
    questionId,
    userId,
  ],
  /** The same for every reader: how many questions each lesson of a course has. */
  counts: (courseId: number) => ['questions', 'counts', courseId],
};

/** GET /api/questions: a page of a lesson's questions in the chosen order. */
export const getLessonQuestions = (contentId: number, sort: QuestionSort, page: number) =>
  apiRequest<QuestionList>('/api/questions', {
    query: { content_id: contentId, sort, page, page_size: QUESTIONS_PAGE_SIZE },
  });

export function useLessonQuestions(contentId: number, sort: QuestionSort, page: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: questionsKeys.lesson(contentId, userId, { sort, page }),
    queryFn: () => getLessonQuestions(contentId, sort, page),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/questions/:id: a question with its answers, read when it is opened. */
export function useQuestionThread(questionId: number, isOpen: boolean) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: questionsKeys.thread(questionId, userId),
    queryFn: () => apiRequest<QuestionThread>(`/api/questions/${questionId}`),
    enabled: isOpen && userId !== undefined,
  });
}

/** GET /api/questions/counts: how many questions each lesson of a course has. */
export function useQuestionCounts(courseId: number) {
  return useQuery({
    queryKey: questionsKeys.counts(courseId),
    queryFn: () =>
      apiRequest<QuestionCounts>('/api/questions/counts', { query: { course_id: courseId } }),
  });
}

/** Every post, mark, acceptance or hiding refreshes the questions wherever they are shown. */
function useQuestionMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKeys.all }),
  });
}

/** POST /api/questions */
export const useAskQuestion = () =>
  useQuestionMutation((body: AskRequest) =>
    apiRequest<Question>('/api/questions', { method: 'POST', body }),
  );

/** POST /api/questions/:id/answers */
export const useAnswerQuestion = (questionId: number) =>
  useQuestionMutation((body: string) =>
    apiRequest<Answer>(`/api/questions/${questionId}/answers`, { method: 'POST', body: { body } }),
  );

/** POST (mark) or DELETE (take back) /api/questions/:id/helpful */
export const useMarkHelpful = (questionId: number) =>
  useQuestionMutation((isHelpful: boolean) =>
    apiRequest<Helpful>(`/api/questions/${questionId}/helpful`, {
      method: isHelpful ? 'POST' : 'DELETE',
    }),
  );

/** POST /api/questions/:id/accept */
export const useAcceptAnswer = (questionId: number) =>
  useQuestionMutation((answerId: number) =>
    apiRequest<QuestionThread>(`/api/questions/${questionId}/accept`, {
      method: 'POST',
      body: { answer_id: answerId },
    }),
  );

/** What a moderator hides: a question or an answer. */
export type HiddenPost = { kind: 'question' | 'answer'; id: number };

/** POST /api/questions/:id/hide or /api/questions/answers/:id/hide, with the reason. */
export const useHidePost = (post: HiddenPost) =>
  useQuestionMutation((reason: string) =>
    apiRequest<{ id: number; hidden_reason: string }>(
      post.kind === 'question'
        ? `/api/questions/${post.id}/hide`
        : `/api/questions/answers/${post.id}/hide`,
      { method: 'POST', body: { reason } },
    ),
  );
