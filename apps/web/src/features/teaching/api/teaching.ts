import type { WaitingQuestion } from '@academy/contracts/questions';
import type {
  CourseLearner,
  LessonDraftInput,
  TeachingCourseDetail,
  TeachingHome,
  TeachingLesson,
} from '@academy/contracts/teaching';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** The teacher's workspace, keyed by the teacher: a shared browser never shows another's. */
const teachingKeys = {
  all: ['teaching'],
  home: (userId: number | undefined) => ['teaching', 'home', userId],
  course: (courseId: number, userId: number | undefined) => [
    'teaching',
    'course',
    courseId,
    userId,
  ],
  learners: (courseId: number, page: number, userId: number | undefined) => [
    'teaching',
    'learners',
    courseId,
    page,
    userId,
  ],
  lesson: (lessonId: number, userId: number | undefined) => [
    'teaching',
    'lesson',
    lessonId,
    userId,
  ],
  questions: (page: number, userId: number | undefined) => ['teaching', 'questions', page, userId],
};

/** How many learners a page of a course's learners shows. */
export const LEARNERS_PAGE_SIZE = 20;

interface LearnersPage {
  list: CourseLearner[];
  count: number;
  page: number;
  page_size: number;
}

/** A refusal is the answer, not a blip: asking again cannot change it. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && [403, 404].includes(error.status)) && failures < 2;

/** GET /api/teach/courses: the teacher's profile and courses (403 for anyone else). */
export function useTeachingHome() {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: teachingKeys.home(userId),
    queryFn: () => apiRequest<TeachingHome>('/api/teach/courses'),
    retry: retryUnlessRefused,
  });
}

/** GET /api/teach/courses/:id: a course's lessons with their figures and its most missed questions. */
export function useTeachingCourse(courseId: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: teachingKeys.course(courseId, userId),
    queryFn: () => apiRequest<TeachingCourseDetail>(`/api/teach/courses/${courseId}`),
    retry: retryUnlessRefused,
  });
}

/** GET /api/teach/courses/:id/learners: a page of the course's learners, by display name. */
export function useCourseLearners(courseId: number, page: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: teachingKeys.learners(courseId, page, userId),
    queryFn: () =>
      apiRequest<LearnersPage>(`/api/teach/courses/${courseId}/learners`, {
        query: { page, page_size: LEARNERS_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** How many waiting questions a page shows. */
export const WAITING_PAGE_SIZE = 10;

/** GET /api/teach/questions: questions on the teacher's courses no teacher has answered yet. */
export function useWaitingQuestions(page: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: teachingKeys.questions(page, userId),
    queryFn: () =>
      apiRequest<{ list: WaitingQuestion[]; count: number }>('/api/teach/questions', {
        query: { page, page_size: WAITING_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
}

/** GET /api/teach/lessons/:id: the lesson as published and the teacher's draft of it. */
export function useTeachingLesson(lessonId: number) {
  const userId = useSession().user?.user_id;
  return useQuery({
    queryKey: teachingKeys.lesson(lessonId, userId),
    queryFn: () => apiRequest<TeachingLesson>(`/api/teach/lessons/${lessonId}`),
    retry: retryUnlessRefused,
  });
}

/** A change to a lesson's draft: the lesson's answer replaces its copy, the figures reload. */
function useLessonChange<Input>(lessonId: number, call: (input: Input) => Promise<TeachingLesson>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.user_id;
  return useMutation({
    mutationFn: call,
    onSuccess: (lesson) => {
      queryClient.setQueryData(teachingKeys.lesson(lessonId, userId), lesson);
      return queryClient.invalidateQueries({
        queryKey: teachingKeys.all,
        predicate: (query) => query.queryKey[1] !== 'lesson',
      });
    },
  });
}

/** PUT /api/teach/lessons/:id/draft */
export const useSaveDraft = (lessonId: number) =>
  useLessonChange(lessonId, (body: LessonDraftInput) =>
    apiRequest<TeachingLesson>(`/api/teach/lessons/${lessonId}/draft`, { method: 'PUT', body }),
  );

/** DELETE /api/teach/lessons/:id/draft */
export const useDiscardDraft = (lessonId: number) =>
  useLessonChange(lessonId, () =>
    apiRequest<TeachingLesson>(`/api/teach/lessons/${lessonId}/draft`, { method: 'DELETE' }),
  );

/** POST /api/teach/lessons/:id/publish: learners see the draft from now on. */
export const usePublishDraft = (lessonId: number) =>
  useLessonChange(lessonId, () =>
    apiRequest<TeachingLesson>(`/api/teach/lessons/${lessonId}/publish`, { method: 'POST' }),
  );

/** Whether a failed workspace call was a refusal: not this teacher's, or not a teacher at all. */
export const isRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 401);
