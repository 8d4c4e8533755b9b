import type { TeacherDetail } from '@academy/contracts/teachers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { FakeApiFailure, fakeApi, renderApp, signIn } from '../../test/render-app';
import { TeacherDetailPage } from './teacher-detail-page';

const buildDetail = (overrides: Partial<TeacherDetail['basic_info']> = {}): TeacherDetail => ({
  basic_info: {
    teacher_id: 3,
    user_id: null,
    is_assistant: false,
    name: 'Lin Wei',
    name_zh: '林伟',
    profile_image: null,
    specialization: null,
    specialization_zh: null,
    experience_years: 12,
    rating: 4.5,
    total_ratings: 8,
    likes_count: 9,
    is_liked_by_user: false,
    course_count: 1,
    created_at: '2025-03-04T15:30:00.000Z',
    ...overrides,
  },
  bio: { bio: 'Index investing for twenty years.', bio_zh: null },
  courses: [
    {
      course_id: 11,
      title: 'Index Funds',
      title_zh: null,
      description: 'Build a portfolio.',
      description_zh: null,
      thumbnail: '/media/t.jpg',
      difficulty_level: 'beginner',
      is_featured: true,
      is_free: true,
    },
  ],
});

const renderDetail = (detail: () => TeacherDetail) => {
  fakeApi({
    '/api/teacher/get': detail,
    '/api/teacher/like': () => ({ teacher_id: 3, is_liked_by_user: true, likes_count: 10 }),
  });
  return renderApp(<TeacherDetailPage />, { path: '/teachers/3', route: '/teachers/:teacherId' });
};

beforeAll(() => initI18n('en', ['teachers']));

describe('TeacherDetailPage', () => {
  it('shows the profile, the joined date only, the rating and the courses with badges', async () => {
    renderDetail(() => buildDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Lin Wei' })).toBeInTheDocument();
    expect(screen.getByText('Joined Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('12 years')).toBeInTheDocument();
    expect(screen.getByText('4.5 (8)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Index Funds/ })).toHaveAttribute(
      'href',
      '/courses/11',
    );
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  });

  it('hides experience and courses for assistants, and the rating when there is none', async () => {
    renderDetail(() => buildDetail({ is_assistant: true, rating: null, total_ratings: 0 }));
    await screen.findByRole('heading', { level: 1, name: 'Lin Wei' });
    expect(screen.queryByText('Experience')).toBeNull();
    expect(screen.queryByText('Rating')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Courses' })).toBeNull();
  });

  it('shows Processing for 300 ms after a like', async () => {
    signIn();
    renderDetail(() => buildDetail());
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(screen.getByRole('button', { name: 'Processing' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Unlike' })).toBeEnabled();
    expect(screen.getByText('10')).toBeInTheDocument();
  });

  it('says the teacher was not found and links back to the directory', async () => {
    renderDetail(() => {
      throw new FakeApiFailure(404, 'NOT_FOUND');
    });
    expect(await screen.findByRole('heading', { name: 'Teacher not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to teachers' })).toHaveAttribute(
        'href',
        '/teachers',
      ),
    );
  });
});
