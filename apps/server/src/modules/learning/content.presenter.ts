import {
  type AudioContent,
  contentDataSchemas,
  type QuizContent,
  type QuizQuestion,
  type VideoContent,
} from '@academy/contracts/content-data';
import type {
  CaptionTrack,
  ContentSummary,
  LearnerContentData,
  LearnerPassage,
  QuizResult,
} from '@academy/contracts/learning';
import { type Locale, locales } from '@academy/contracts/rules';
import type { MediaSigner } from '../../lib/media-signature';
import type { Cue } from '../../lib/webvtt';
import type { ContentRow, ProgressRow, QuizAttemptRow } from './learning.repository';
import { gradedAnswersOf } from './quiz-grading';

export function presentContentSummary(
  content: ContentRow,
  progress: ProgressRow | null | undefined,
): ContentSummary {
  return {
    id: content.id,
    course_id: content.courseId,
    position: content.position,
    type: content.type,
    title: content.title,
    title_zh: content.titleZh,
    description: content.description,
    description_zh: content.descriptionZh,
    duration: content.durationMinutes,
    points_reward: content.pointsReward,
    user_progress: progress?.progress ?? 0,
    completed_by_user: Boolean(progress?.completedAt),
  };
}

/** The path of a video's captions built from its passages; signed, it is the track's link. */
export const captionsPath = (contentId: number, language: Locale) =>
  `/api/content/captions/${contentId}/${language}`;

const hasText = (text: string | undefined): text is string => Boolean(text?.trim());

/**
 * The captions a video's passages make in a language: English always; Chinese when any passage
 * is in Chinese, each passage without a translation falling back to its English text.
 */
export function captionCues(data: VideoContent, language: Locale): Cue[] {
  const passages = data.passages ?? [];
  if (language === 'zh' && !passages.some((passage) => hasText(passage.text_zh))) return [];
  return passages.map((passage) => ({
    start: passage.start,
    end: passage.end,
    text: (language === 'zh' && passage.text_zh?.trim()) || passage.text,
  }));
}

/** A video's captions per language: the uploaded file if there is one, else built from passages. */
function captionTracks(contentId: number, data: VideoContent, signer: MediaSigner): CaptionTrack[] {
  return locales.flatMap((language) => {
    const uploaded = language === 'zh' ? data.captions_zh : data.captions;
    if (uploaded) return [{ language, url: signer.sign(uploaded) }];
    if (captionCues(data, language).length === 0) return [];
    return [{ language, url: signer.sign(captionsPath(contentId, language)) }];
  });
}

/**
 * The transcript in both languages and its timed passages. Without a plain transcript, the
 * passages' text is the transcript (Chinese sentences are joined without spaces).
 */
function presentTranscript(data: VideoContent | AudioContent) {
  const passages = data.passages ?? [];
  const hasChinese = passages.some((passage) => hasText(passage.text_zh));
  return {
    transcript: hasText(data.transcript)
      ? data.transcript
      : passages.map((passage) => passage.text).join(' '),
    transcript_zh: hasText(data.transcript_zh)
      ? data.transcript_zh
      : hasChinese
        ? passages.map((passage) => passage.text_zh?.trim() || passage.text).join('')
        : null,
    passages: passages.map(
      (passage): LearnerPassage => ({
        start: passage.start,
        end: passage.end,
        text: passage.text,
        text_zh: hasText(passage.text_zh) ? passage.text_zh : null,
      }),
    ),
  };
}

/** A lesson's file and its Chinese edition, each on its own signed link. */
function signedFiles(data: { url: string; url_zh?: string | undefined }, signer: MediaSigner) {
  return { url: signer.sign(data.url), url_zh: data.url_zh ? signer.sign(data.url_zh) : null };
}

/**
 * The payload a learner receives, built field by field: media links are signed and
 * short-lived, and quiz answers are never part of it.
 */
export function presentContentData(content: ContentRow, signer: MediaSigner): LearnerContentData {
  switch (content.type) {
    case 'text': {
      const data = contentDataSchemas.text.parse(content.contentData);
      return { type: 'text', html: data.html, html_zh: data.html_zh ?? null };
    }
    case 'video': {
      const data = contentDataSchemas.video.parse(content.contentData);
      return {
        type: 'video',
        ...signedFiles(data, signer),
        poster: data.poster ?? null,
        ...presentTranscript(data),
        captions: captionTracks(content.id, data, signer),
      };
    }
    case 'audio': {
      const data = contentDataSchemas.audio.parse(content.contentData);
      return { type: 'audio', ...signedFiles(data, signer), ...presentTranscript(data) };
    }
    case 'pdf': {
      const data = contentDataSchemas.pdf.parse(content.contentData);
      return { type: 'pdf', ...signedFiles(data, signer) };
    }
    case 'quiz': {
      const data = contentDataSchemas.quiz.parse(content.contentData);
      return {
        type: 'quiz',
        passing_score: data.passing_score,
        max_attempts: data.max_attempts,
        questions: data.questions.map(presentQuestion),
      };
    }
  }
}

/** An attempt's result, question by question: those it graded, against the quiz as it is now. */
export function presentQuizResult(attempt: QuizAttemptRow, quiz: QuizContent): QuizResult {
  return {
    scorePercentage: attempt.scorePercentage,
    correctAnswers: attempt.correctAnswers,
    totalQuestions: attempt.totalQuestions,
    passed: attempt.passed,
    pointsEarned: attempt.pointsEarned,
    attempts_used: attempt.attemptNumber,
    max_attempts: quiz.max_attempts,
    answers: gradedAnswersOf(attempt, quiz).map(({ question, chosen, isCorrect }) => ({
      question_id: question.id,
      chosen,
      is_correct: isCorrect,
      ...explanationOf(question),
    })),
  };
}

/** A graded question's explanation in both languages (null where the author wrote none). */
export function explanationOf(question: QuizQuestion) {
  return {
    explanation: question.explanation || null,
    explanation_zh: question.explanation_zh || null,
  };
}

/** A quiz question as a learner sees it: text and options, never the answer. */
export function presentQuestion(question: QuizQuestion) {
  return {
    id: question.id,
    question: question.question,
    question_zh: question.question_zh ?? null,
    type: question.type,
    options: question.options.map((option) => ({
      id: option.id,
      text: option.text,
      text_zh: option.text_zh ?? null,
    })),
  };
}
