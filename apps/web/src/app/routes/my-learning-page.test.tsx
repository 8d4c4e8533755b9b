import type { LearnerCourse } from '@academy/contracts/learning';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { FakeApiFailure, fakeApi, renderApp, signIn } from '../../test/render-app';
import { MyLearningPage } from './my-learning-page';

const buildCourse = (id: number, overrides: Partial<LearnerCourse> = {}): LearnerCourse => ({
  course_id: id,
  title: `Course ${id}`,
  title_zh: null,
  thumbnail: null,
  difficulty_level: 'beginner',
  has_access: true,
  course_progress: { completed: 1, total: 4, percentage: 25 },
  last_activity_at: '2026-11-20T08:00:00.000Z',
  next_lesson: {
    content_id: 30 + id,
    type: 'video',
    title: `Lesson ${id}`,
    title_zh: null,
    user_progress: 40,
    position_seconds: 95,
  },
  ...overrides,
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

beforeAll(() => initI18n('en', ['my-learning', 'learning']));

describe('MyLearningPage', () => {
  it('continues each course at its next lesson, and says where a video resumes', async () => {
    signIn();
    fakeApi({
      '/api/users/learning': () => ({
        list: [
          buildCourse(1),
          buildCourse(2, {
            course_progress: { completed: 3, total: 3, percentage: 100 },
            next_lesson: null,
          }),
          buildCourse(3, { has_access: false }),
        ],
      }),
    });
    renderApp(<MyLearningPage />);

    await screen.findByRole('heading', { name: 'Course 1' });
    const started = card('Course 1');
    expect(within(started).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(started).getByText('1 of 4 lessons completed · 25%')).toBeInTheDocument();
    expect(within(started).getByText(/Next: Lesson 1/)).toHaveTextContent('Video · resume at 1:35');
    expect(within(started).getByRole('link', { name: 'Continue: Course 1' })).toHaveAttribute(
      'href',
      '/courses/1/content/31',
    );

    const done = card('Course 2');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Review the course: Course 2' })).toHaveAttribute(
      'href',
      '/courses/2',
    );

    const locked = card('Course 3');
    expect(within(locked).getByText(/needs to be unlocked again/)).toBeInTheDocument();
    expect(
      within(locked).getByRole('link', { name: 'Go to the course: Course 3' }),
    ).toHaveAttribute('href', '/courses/3');
  });

  it('offers the catalogue when nothing is started yet', async () => {
    signIn();
    fakeApi({ '/api/users/learning': () => ({ list: [] }) });
    renderApp(<MyLearningPage />);
    expect(await screen.findByText(/You have not started a course yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('says so when the list cannot load, and retries', async () => {
    signIn();
    let calls = 0;
    fakeApi({
      '/api/users/learning': () => {
        calls += 1;
        if (calls === 1) throw new FakeApiFailure(500, 'INTERNAL');
        return { list: [buildCourse(1)] };
      },
    });
    renderApp(<MyLearningPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your courses.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Continue: Course 1' })).toBeInTheDocument();
  });
});
