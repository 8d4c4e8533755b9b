import type { Answer, Question } from '@academy/contracts/questions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { fakeApi, renderApp, signIn } from '../../../test/render-app';
import { LessonQuestions } from './lesson-questions';

beforeAll(() => initI18n('zh', ['questions']));

const author = {
  author_name: '李雷',
  author_tag: '4F2A',
  is_own: false,
  hidden_reason: null,
  created_at: '2026-11-26T10:00:00.000Z',
};
const question = (overrides: Partial<Question> = {}): Question => ({
  question_id: 5,
  content_id: 9,
  course_id: 3,
  body: '为什么收益率上升价格下跌？',
  position_seconds: 83,
  helpful_count: 2,
  marked_helpful: false,
  answers_count: 1,
  teacher_answered: true,
  accepted_answer_id: null,
  ...author,
  ...overrides,
});
const answer = (overrides: Partial<Answer> = {}): Answer => ({
  answer_id: 11,
  question_id: 5,
  body: '票息是固定的。',
  is_teacher: true,
  is_accepted: false,
  ...author,
  author_name: '王老师',
  ...overrides,
});

describe('LessonQuestions', () => {
  it('asks at the player’s moment, seeks to a question’s moment and opens its answers', async () => {
    signIn();
    const asked: unknown[] = [];
    fakeApi({
      '/api/questions': (_url, body) => {
        if (body) {
          asked.push(body);
          return question({ question_id: 6, is_own: true });
        }
        return { list: [question()], count: 1, page: 1, page_size: 10, can_moderate: false };
      },
      '/api/questions/5': () => ({
        question: question(),
        answers: [answer()],
        can_moderate: false,
      }),
    });
    const player = { currentTime: () => 42.7, seek: vi.fn() };
    renderApp(<LessonQuestions contentId={9} player={player} />);

    fireEvent.click(await screen.findByRole('button', { name: '跳转到1:23' }));
    expect(player.seek).toHaveBeenCalledWith(83);
    expect(screen.getByText('老师已回答')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('您的问题'), { target: { value: ' 久期是什么？ ' } });
    fireEvent.click(screen.getByRole('button', { name: '提问' }));
    await waitFor(() =>
      expect(asked).toEqual([{ content_id: 9, body: '久期是什么？', position_seconds: 42 }]),
    );

    fireEvent.click(screen.getByRole('button', { name: '1个回答' }));
    const reply = (await screen.findByText('票息是固定的。')).closest('li') as HTMLElement;
    expect(within(reply).getByText('王老师')).toBeInTheDocument();
    expect(within(reply).getByText('老师')).toBeInTheDocument();
    expect(within(reply).queryByRole('button', { name: '采纳这个回答' })).not.toBeInTheDocument();
  });

  it('lets a moderator accept an answer and hide a post only with a reason', async () => {
    signIn({ role: 'teacher' });
    const calls: { path: string; body: unknown }[] = [];
    const record = (url: URL, body: unknown) => {
      calls.push({ path: url.pathname, body });
      return { id: 11, hidden_reason: 'x' };
    };
    fakeApi({
      '/api/questions': () => ({
        list: [question({ teacher_answered: false })],
        count: 1,
        page: 1,
        page_size: 10,
        can_moderate: true,
      }),
      '/api/questions/5': () => ({
        question: question(),
        answers: [answer({ is_teacher: false, author_name: null })],
        can_moderate: true,
      }),
      '/api/questions/5/accept': record,
      '/api/questions/answers/11/hide': record,
    });
    renderApp(<LessonQuestions contentId={9} player={null} />);

    fireEvent.click(await screen.findByRole('button', { name: '1个回答' }));
    const reply = (await screen.findByText('票息是固定的。')).closest('li') as HTMLElement;
    expect(within(reply).getByText('学员 4F2A')).toBeInTheDocument();
    fireEvent.click(within(reply).getByRole('button', { name: '采纳这个回答' }));
    fireEvent.click(within(reply).getByRole('button', { name: '隐藏' }));
    const confirm = within(reply).getByRole('button', { name: '隐藏' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(reply).getByLabelText('隐藏的原因（作者会看到）'), {
      target: { value: '不友善' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls).toEqual([
        { path: '/api/questions/5/accept', body: { answer_id: 11 } },
        { path: '/api/questions/answers/11/hide', body: { reason: '不友善' } },
      ]),
    );
  });
});
