import type { MistakeBook } from '@academy/contracts/learning';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { callsTo, FakeApiFailure, fakeApi, renderApp, signIn } from '../../../test/render-app';
import { MistakesBook } from './mistakes-book';

const book: MistakeBook = {
  count: 2,
  list: [
    {
      content_id: 12,
      course_id: 3,
      title: 'Bond check',
      title_zh: '债券自测',
      course_title: 'Bond basics',
      course_title_zh: '债券入门',
      attempted_at: '2026-11-20T08:00:00.000Z',
      passed: false,
      mistakes: [
        {
          id: 'q2',
          question: 'What does a bond pay its holder?',
          question_zh: '债券向持有人支付什么？',
          type: 'multiple-choice',
          options: [
            { id: 'a', text: 'A dividend', text_zh: '股息' },
            { id: 'b', text: 'Interest', text_zh: '利息' },
          ],
          chosen: 'a',
          explanation: 'A bond pays interest.',
          explanation_zh: '债券支付利息。',
        },
        {
          id: 'q3',
          question: 'Cash never loses value.',
          question_zh: null,
          type: 'true-false',
          options: [
            { id: 'true', text: 'True', text_zh: '正确' },
            { id: 'false', text: 'False', text_zh: '错误' },
          ],
          chosen: 'true',
          explanation: null,
          explanation_zh: null,
        },
      ],
    },
  ],
};

const question = (text: string) => screen.getByText(new RegExp(text)).closest('li') as HTMLElement;

beforeAll(() => initI18n('en', ['my-learning']));

describe('MistakesBook', () => {
  it('shows each wrong answer and why, and grades practice without recording it', async () => {
    signIn();
    const fetchMock = fakeApi({
      '/api/quiz/mistakes': () => book,
      '/api/quiz/practice': (_url, body) => ({
        question_id: 'q2',
        is_correct: (body as { answer: string }).answer === 'b',
        explanation: 'A bond pays interest.',
        explanation_zh: null,
      }),
    });
    renderApp(<MistakesBook />);

    expect(await screen.findByRole('heading', { name: 'Bond check' })).toBeInTheDocument();
    expect(screen.getByText('2 questions to review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the quiz: Bond check' })).toHaveAttribute(
      'href',
      '/courses/3/content/12',
    );
    const bond = question('What does a bond pay');
    expect(within(bond).getByText('Your answer: A dividend')).toBeInTheDocument();
    expect(within(bond).getByText('A bond pays interest.')).not.toBeVisible();
    fireEvent.click(within(bond).getByText('Why is it wrong?'));
    expect(within(bond).getByText('A bond pays interest.')).toBeVisible();
    expect(within(question('Cash never')).getByText(/no explanation/)).toBeInTheDocument();

    fireEvent.click(within(bond).getByRole('button', { name: 'Practise this question' }));
    const check = within(bond).getByRole('button', { name: 'Check my answer' });
    expect(check).toBeDisabled();
    fireEvent.click(within(bond).getByRole('radio', { name: 'A dividend' }));
    fireEvent.click(check);
    expect(await within(bond).findByText('Not yet: try another answer.')).toBeInTheDocument();
    fireEvent.click(within(bond).getByRole('radio', { name: 'Interest' }));
    expect(within(bond).getByRole('status')).toBeEmptyDOMElement();
    fireEvent.click(check);
    expect(await within(bond).findByText('Right! Well done.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/quiz/practice')).toHaveLength(2);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({
      content_id: 12,
      question_id: 'q2',
      answer: 'b',
    });
  });

  it('says when there is nothing to review', async () => {
    signIn();
    fakeApi({ '/api/quiz/mistakes': () => ({ list: [], count: 0 }) });
    renderApp(<MistakesBook />);
    expect(await screen.findByText(/Nothing to review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My learning' })).toHaveAttribute('href', '/learning');
  });

  it('says so when the book cannot load, and retries', async () => {
    signIn();
    let calls = 0;
    fakeApi({
      '/api/quiz/mistakes': () => {
        calls += 1;
        if (calls === 1) throw new FakeApiFailure(500, 'INTERNAL');
        return book;
      },
    });
    renderApp(<MistakesBook />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your mistakes book.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Bond check' })).toBeInTheDocument();
  });
});
