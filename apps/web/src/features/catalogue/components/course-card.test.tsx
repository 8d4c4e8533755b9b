import type { CourseListItem } from '@academy/contracts/catalogue';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { CourseCard } from './course-card';

beforeAll(() => initI18n('zh', ['catalogue']));

const course = (overrides: Partial<CourseListItem>): CourseListItem => ({
  course_id: 3,
  title: 'Index Funds',
  title_zh: '指数基金',
  description: '',
  description_zh: null,
  short_description: '',
  short_description_zh: null,
  difficulty_level: 'intermediate',
  points_reward: 10,
  points_required: 120,
  price: 0,
  is_featured: false,
  is_free: false,
  likes_count: 0,
  reviews_count: 0,
  average_rating: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  teacher_id: null,
  teacher_name: null,
  teacher_name_zh: null,
  teacher_avatar: null,
  thumbnail: null,
  is_read_by_user: false,
  is_liked_by_user: false,
  is_redeemed_by_user: false,
  ...overrides,
});

describe('CourseCard', () => {
  it('prices only the courses the server locks: a beginner course is open whatever its points', () => {
    renderApp(<CourseCard course={course({ difficulty_level: 'beginner' })} usdToCny={7.2} />);
    expect(screen.getByText('免费学习')).toBeInTheDocument();
    expect(screen.queryByText(/120/)).not.toBeInTheDocument();
  });

  it('shows the points an intermediate course costs', () => {
    renderApp(<CourseCard course={course({})} usdToCny={7.2} />);
    expect(screen.getByText(/120/)).toBeInTheDocument();
    expect(screen.queryByText('免费学习')).not.toBeInTheDocument();
  });
});
