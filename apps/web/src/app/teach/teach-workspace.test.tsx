import type { TeachingCourseDetail, TeachingHome } from '@academy/contracts/teaching';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { FakeApiFailure, fakeApi, renderApp, signIn } from '../../test/render-app';
import { TeachWorkspace } from './teach-workspace';

const course = {
  course_id: 7,
  title: 'Cash flow',
  title_zh: null,
  thumbnail: null,
  difficulty_level: 'beginner',
  status: 'active',
  lessons: 2,
  learners: 4,
  drafts: 1,
} as const;

const home: TeachingHome = {
  teacher: { teacher_id: 3, name: 'Wang Fang', name_zh: '王芳' },
  courses: [course],
};

const detail: TeachingCourseDetail = {
  course,
  lessons: [
    {
      content_id: 11,
      position: 1,
      type: 'text',
      title: 'Reading a statement',
      title_zh: null,
      has_draft: true,
      started: 4,
      completed: 3,
      completion_rate: 75,
      quiz: null,
    },
    {
      content_id: 12,
      position: 2,
      type: 'quiz',
      title: 'Check yourself',
      title_zh: null,
      has_draft: false,
      started: 2,
      completed: 1,
      completion_rate: 25,
      quiz: { attempted: 2, passed: 1, pass_rate: 50 },
    },
  ],
  hardest_questions: [
    {
      content_id: 12,
      lesson_title: 'Check yourself',
      lesson_title_zh: null,
      question_id: 'q1',
      question: 'Where does depreciation go?',
      question_zh: null,
      wrong: 2,
      answered: 2,
    },
  ],
};

const noQuestions = () => ({ list: [], count: 0, page: 1, page_size: 10 });
const oneLearner = () => ({
  list: [{ name: 'Mei Lin', completed_lessons: 1, last_active_at: null }],
  count: 1,
  page: 1,
  page_size: 20,
});

beforeAll(() => initI18n('en', ['teaching', 'questions']));

describe('TeachWorkspace', () => {
  it('shows a course’s lessons, rates, most missed questions and learners by name', async () => {
    signIn({ role: 'teacher' });
    fakeApi({
      '/api/teach/courses': () => home,
      '/api/teach/courses/7': () => detail,
      '/api/teach/courses/7/learners': oneLearner,
    });
    renderApp(<TeachWorkspace />, { path: '/teach?course=7' });
    expect(await screen.findByText('3 of 4 (75%)')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 (50%)')).toBeInTheDocument();
    expect(screen.getByText('Where does depreciation go?')).toBeInTheDocument();
    expect(await screen.findByText('Mei Lin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Reading a statement' })).toHaveAttribute(
      'href',
      '/teach?course=7&lesson=11',
    );
  });

  it('tells an account without a profile, and another teacher’s course, that it is not theirs', async () => {
    signIn({ role: 'teacher' });
    fakeApi({
      '/api/teach/courses': () => home,
      '/api/teach/courses/9': () => {
        throw new FakeApiFailure(403, 'FORBIDDEN');
      },
    });
    renderApp(<TeachWorkspace />, { path: '/teach?course=9' });
    expect(await screen.findByText('This course is not one of yours.')).toBeInTheDocument();

    fakeApi({
      '/api/teach/courses': () => {
        throw new FakeApiFailure(403, 'FORBIDDEN');
      },
    });
    renderApp(<TeachWorkspace />);
    expect(await screen.findByText(/not linked to a teacher profile/)).toBeInTheDocument();
  });

  it('lists the teacher’s courses with their figures and opens one', async () => {
    signIn({ role: 'teacher' });
    fakeApi({
      '/api/teach/courses': () => home,
      '/api/teach/questions': noQuestions,
      '/api/teach/courses/7': () => detail,
      '/api/teach/courses/7/learners': oneLearner,
    });
    renderApp(<TeachWorkspace />, { path: '/teach' });
    const row = (await screen.findByRole('heading', { name: 'Cash flow' })).closest('li');
    expect(within(row as HTMLElement).getByText('2 lessons · 4 learners')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('1 unpublished draft')).toBeInTheDocument();
    expect(await screen.findByText('No question is waiting for you.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Cash flow' })).toHaveAttribute(
      'href',
      '/teach?course=7',
    );
  });
});
