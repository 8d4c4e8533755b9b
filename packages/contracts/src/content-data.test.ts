import { describe, expect, it } from 'vitest';
import { quizContentSchema } from './content-data';
import { QUIZ_EXPLANATION_MAX_LENGTH } from './learning.rules';

const question = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  question: `Question ${id}`,
  type: 'true-false',
  options: [
    { id: 'true', text: 'True' },
    { id: 'false', text: 'False' },
  ],
  answer: 'true',
  ...extra,
});

describe('the stored quiz', () => {
  it('keeps explanations in both languages, within their length', () => {
    const quiz = quizContentSchema.parse({
      questions: [question('q1', { explanation: 'Because.', explanation_zh: '因为。' })],
    });
    expect(quiz.questions[0]).toMatchObject({ explanation: 'Because.', explanation_zh: '因为。' });
    const tooLong = 'x'.repeat(QUIZ_EXPLANATION_MAX_LENGTH + 1);
    expect(
      quizContentSchema.safeParse({ questions: [question('q1', { explanation: tooLong })] })
        .success,
    ).toBe(false);
  });

  it('refuses two questions, or two options of a question, with one id', () => {
    expect(
      quizContentSchema.safeParse({ questions: [question('q1'), question('q2')] }).success,
    ).toBe(true);
    expect(
      quizContentSchema.safeParse({ questions: [question('q1'), question('q1')] }).success,
    ).toBe(false);
    const twin = question('q1', {
      options: [
        { id: 'true', text: 'True' },
        { id: 'true', text: 'Also true' },
      ],
    });
    expect(quizContentSchema.safeParse({ questions: [twin] }).success).toBe(false);
  });
});
