import type {
  Answer,
  AnswerRequest,
  askRequestSchema,
  Helpful,
  Question,
  QuestionCounts,
  QuestionList,
  QuestionThread,
  questionListQuerySchema,
  WaitingQuestion,
} from '@academy/contracts/questions';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import type { AuditService } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { LearningService } from '../learning/learning.service';
import { notificationsIn } from '../notifications/notifications.service';
import { presentAnswer, presentQuestion, presentWaitingQuestion } from './questions.presenter';
import { createQuestionsRepository, type QuestionRecord } from './questions.repository';

/** Who is asking: the signed-in user, their name and role (an admin moderates every course). */
export interface Viewer {
  id: number;
  fullName: string;
  role: string;
}

/** Where a post sits and what the viewer may do there. */
interface Place {
  contentId: number;
  courseId: number;
  /** The course's teacher or an admin: answers with the badge, accepts, hides. */
  canModerate: boolean;
}

type Dependencies = {
  learning: LearningService;
  catalogue: CatalogueService;
  audit: AuditService;
};

/** What the use cases share: the repository and the rules of who may do what where. */
function questionsContext(db: Database, deps: Dependencies) {
  const repository = createQuestionsRepository(db);

  /** The lesson's place for this viewer, or the refusal `openLesson` gives a learner. */
  async function placeOf(contentId: number, viewer: Viewer): Promise<Place> {
    const place = await repository.lessonPlace(contentId);
    if (!place) throw new AppError('NOT_FOUND');
    const canModerate = viewer.role === 'admin' || place.teacherUserId === viewer.id;
    if (!canModerate) await deps.learning.openLesson(contentId, viewer.id);
    return { contentId, courseId: place.courseId, canModerate };
  }

  /** A question the viewer may see, and its place; NOT_FOUND for one hidden from them. */
  async function questionFor(questionId: number, viewer: Viewer) {
    const row = await repository.find(questionId, viewer.id);
    if (!row) throw new AppError('NOT_FOUND');
    return { row, place: await placeOf(row.question.contentId, viewer) };
  }

  /** Tells the asker, in the transaction `tx` of the event, unless they did it themselves. */
  async function tellAsker(
    tx: Database,
    question: QuestionRecord,
    kind: 'question_answered' | 'answer_accepted',
    actorId: number,
  ) {
    if (question.userId === actorId) return;
    const lesson = await createQuestionsRepository(tx).lessonTitles(question.contentId);
    await notificationsIn(tx).notify(question.userId, kind, {
      question_id: question.id,
      content_id: question.contentId,
      course_id: question.courseId,
      lesson_title: lesson.title,
      lesson_title_zh: lesson.titleZh,
    });
  }

  return { db, deps, repository, placeOf, questionFor, tellAsker };
}
type Context = ReturnType<typeof questionsContext>;

/** Reading: a lesson's questions, one question's thread, counts, a teacher's waiting list. */
function readingUseCases({ deps, repository, placeOf, questionFor }: Context) {
  return {
    async list(
      viewer: Viewer,
      query: z.output<typeof questionListQuerySchema>,
    ): Promise<QuestionList> {
      const place = await placeOf(query.content_id, viewer);
      const window = pageWindow(query.page, query.page_size);
      const { rows, total } = await repository.page(place.contentId, viewer.id, query.sort, window);
      const list = rows.map((row) => presentQuestion(row, viewer.id));
      return { ...listPage(list, total, query), can_moderate: place.canModerate };
    },

    async thread(viewer: Viewer, questionId: number): Promise<QuestionThread> {
      const { row, place } = await questionFor(questionId, viewer);
      const answers = await repository.answers(questionId, viewer.id);
      return {
        question: presentQuestion(row, viewer.id),
        answers: answers.map((answer) =>
          presentAnswer(answer, row.question.acceptedAnswerId, viewer.id),
        ),
        can_moderate: place.canModerate,
      };
    },

    /** How many questions each lesson of an active course has: shown to anyone, guests too. */
    async counts(courseId: number): Promise<QuestionCounts> {
      await deps.catalogue.courseAccess(courseId, null);
      const rows = await repository.counts(courseId);
      return { list: rows.map((row) => ({ content_id: row.contentId, count: row.count })) };
    },

    /**
     * The questions waiting for the teacher signed in as `teacherUserId`: on the courses they
     * teach, visible, and answered by no teacher or admin yet; oldest first. For the teacher's
     * workspace.
     */
    async unansweredForTeacher(teacherUserId: number, query: { page: number; page_size: number }) {
      const window = pageWindow(query.page, query.page_size);
      const { rows, total } = await repository.waitingFor(teacherUserId, window);
      const list: WaitingQuestion[] = rows.map((row) => presentWaitingQuestion(row, teacherUserId));
      return listPage(list, total, query);
    },
  };
}

/** Posting: asking, answering (the teacher's with the badge, telling the asker), helpful marks. */
function postingUseCases({ db, repository, placeOf, questionFor, tellAsker }: Context) {
  return {
    async ask(viewer: Viewer, request: z.output<typeof askRequestSchema>): Promise<Question> {
      const place = await placeOf(request.content_id, viewer);
      const question = await repository.insertQuestion({
        userId: viewer.id,
        contentId: place.contentId,
        courseId: place.courseId,
        body: request.body,
        positionSeconds: request.position_seconds ?? null,
      });
      const row = await repository.find(question.id, viewer.id);
      if (!row) throw new AppError('INTERNAL');
      return presentQuestion(row, viewer.id);
    },

    async answer(viewer: Viewer, questionId: number, request: AnswerRequest): Promise<Answer> {
      const { row, place } = await questionFor(questionId, viewer);
      const answer = await inTransaction(db, async (tx) => {
        const written = await createQuestionsRepository(tx).insertAnswer({
          questionId,
          userId: viewer.id,
          body: request.body,
          isTeacher: place.canModerate,
        });
        if (place.canModerate) await tellAsker(tx, row.question, 'question_answered', viewer.id);
        return written;
      });
      return presentAnswer({ answer, authorName: viewer.fullName }, null, viewer.id);
    },

    /** Marks or unmarks a question helpful, once per learner; never one's own question. */
    async markHelpful(viewer: Viewer, questionId: number, isHelpful: boolean): Promise<Helpful> {
      const { row } = await questionFor(questionId, viewer);
      if (row.question.userId === viewer.id) throw new AppError('FORBIDDEN');
      const helpfulCount = await inTransaction(db, (tx) =>
        createQuestionsRepository(tx).vote(questionId, viewer.id, isHelpful),
      );
      return { question_id: questionId, helpful_count: helpfulCount, marked_helpful: isHelpful };
    },
  };
}

/** Moderation by the course's teacher or an admin: accepting an answer, hiding posts (audited). */
function moderationUseCases(
  { db, deps, repository, questionFor, tellAsker }: Context,
  thread: (viewer: Viewer, questionId: number) => Promise<QuestionThread>,
) {
  /** The question's place when the viewer moderates it; FORBIDDEN otherwise. */
  async function moderated(questionId: number, viewer: Viewer) {
    const found = await questionFor(questionId, viewer);
    if (!found.place.canModerate) throw new AppError('FORBIDDEN');
    return found;
  }

  return {
    /** Once per question: the accepted answer again answers the same; another is a CONFLICT. */
    async accept(viewer: Viewer, questionId: number, answerId: number): Promise<QuestionThread> {
      const { row } = await moderated(questionId, viewer);
      const target = await repository.answer(answerId);
      if (!target || target.answer.questionId !== questionId || target.answer.hiddenAt) {
        throw new AppError('NOT_FOUND');
      }
      if (row.question.acceptedAnswerId !== answerId) {
        await inTransaction(db, async (tx) => {
          const accepted = await createQuestionsRepository(tx).accept(questionId, answerId);
          if (!accepted) throw new AppError('CONFLICT');
          await tellAsker(tx, accepted, 'answer_accepted', viewer.id);
        });
      }
      return thread(viewer, questionId);
    },

    /** Hides a question from everyone but its author, with the reason. */
    async hideQuestion(viewer: Viewer, questionId: number, reason: string) {
      const { row } = await moderated(questionId, viewer);
      return deps.audit.audited(viewer, 'hide', 'question', async (tx) => {
        const hidden = await createQuestionsRepository(tx).hideQuestion(questionId, reason);
        if (!hidden) throw new AppError('CONFLICT');
        const after = { id: questionId, hidden_reason: reason };
        return { id: questionId, before: { body: row.question.body }, after };
      });
    },

    /** Hides an answer from everyone but its author, with the reason. */
    async hideAnswer(viewer: Viewer, answerId: number, reason: string) {
      const target = await repository.answer(answerId);
      if (!target || (target.answer.hiddenAt && target.answer.userId !== viewer.id)) {
        throw new AppError('NOT_FOUND');
      }
      await moderated(target.answer.questionId, viewer);
      return deps.audit.audited(viewer, 'hide', 'answer', async (tx) => {
        const hidden = await createQuestionsRepository(tx).hideAnswer(answerId, reason);
        if (!hidden) throw new AppError('CONFLICT');
        const after = { id: answerId, hidden_reason: reason };
        return { id: answerId, before: { body: target.answer.body }, after };
      });
    },
  };
}

/**
 * Questions and answers on lessons (decision 0042). Whoever may open a lesson reads, asks,
 * answers and marks questions helpful there; the course's teacher (the account linked to its
 * teacher profile) and admins also may when the course is locked to them, answer with the
 * teacher badge, accept one answer per question and hide posts, audited. Of a course a learner
 * cannot open, only the counts per lesson are shown. A hidden post is gone for everyone but its
 * author, who sees it marked with the reason.
 */
export function createQuestionsService(db: Database, deps: Dependencies) {
  const context = questionsContext(db, deps);
  const reading = readingUseCases(context);
  return {
    ...reading,
    ...postingUseCases(context),
    ...moderationUseCases(context, reading.thread),
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
