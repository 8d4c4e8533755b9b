import type { LearnerContentData, QuizResult } from '@academy/contracts/learning';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { fakeApi, renderApp, signIn } from '../../../test/render-app';
import { QuizView } from './quiz-view';

const quiz: Extract<LearnerContentData, { type: 'quiz' }> = {
  type: 'quiz',
  passing_score: 50,
  max_attempts: 3,
  questions: [
    {
      id: 'q1',
      question: 'Bonds pay coupons',
      question_zh: null,
      type: 'true-false',
      options: [
        { id: 'true', text: 'True', text_zh: null },
        { id: 'false', text: 'False', text_zh: null },
      ],
    },
  ],
};

const graded = (isRight: boolean, attempt: number): QuizResult & { available_points: number } => ({
  scorePercentage: isRight ? 100 : 0,
  correctAnswers: isRight ? 1 : 0,
  totalQuestions: 1,
  passed: isRight,
  pointsEarned: isRight && attempt === 1 ? 20 : 0,
  attempts_used: attempt,
  max_attempts: 3,
  answers: [
    {
      question_id: 'q1',
      chosen: isRight ? 'true' : 'false',
      is_correct: isRight,
      explanation: 'A bond pays interest until it matures.',
      explanation_zh: '债券在到期前支付利息。',
    },
  ],
  available_points: 20,
});

beforeAll(() => initI18n('en', ['learning']));

describe('QuizView', () => {
  it('shows the points with the attempt that earned them, which answer was wrong and why', async () => {
    signIn();
    let attempt = 0;
    fakeApi({
      '/api/content/quiz/submit': (_url, body) => {
        attempt += 1;
        return graded((body as { answers: { q1: string } }).answers.q1 === 'true', attempt);
      },
    });
    renderApp(<QuizView contentId={7} quiz={quiz} priorResult={null} />);

    fireEvent.click(screen.getByRole('radio', { name: 'True' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('Quiz passed: +20 points')).toBeInTheDocument();
    expect(screen.getByText('A bond pays interest until it matures.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /mistakes book/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retake quiz' }));
    fireEvent.click(screen.getByRole('radio', { name: 'False' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(/Not passed/)).toBeInTheDocument();
    expect(screen.queryByText(/Quiz passed/)).not.toBeInTheDocument();
    const review = screen.getByRole('list', { name: 'Your answers' });
    expect(within(review).getByText('Your answer “False” is wrong.')).toBeInTheDocument();
    expect(within(review).getByText('A bond pays interest until it matures.')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Practise your wrong answers in your mistakes book' }),
    ).toHaveAttribute('href', '/profile/mistakes');
  });
});
