import type { CourseDetail } from '@academy/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { callsTo, FakeApiFailure, fakeApi, renderApp, signIn } from '../../../test/render-app';
import { AccessPanel } from './access-panel';

type Info = CourseDetail['basic_info'];

const buildInfo = (overrides: Partial<Info> = {}): Info => ({
  course_id: 5,
  title: 'Options Basics',
  title_zh: '期权入门',
  description: '',
  description_zh: null,
  short_description: '',
  short_description_zh: null,
  thumbnail: null,
  difficulty_level: 'intermediate',
  is_premium: true,
  is_free: false,
  is_featured: false,
  points_required: 60,
  points_reward: 0,
  price: 20,
  likes_count: 0,
  reviews_count: 0,
  average_rating: null,
  is_liked_by_user: false,
  is_redeemed_by_user: false,
  has_access: false,
  lesson_count: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const renderPanel = (info: Info) =>
  renderApp(<AccessPanel course={info} />, { path: '/courses/5', route: '/courses/:courseId' });

const storedPoints = () => JSON.parse(localStorage.getItem('user') ?? '{}').available_points;

beforeAll(() => initI18n('en', ['catalogue']));

describe('AccessPanel', () => {
  it('offers no unlock for a course without lessons yet', () => {
    signIn({ available_points: 100 });
    renderPanel(buildInfo({ lesson_count: 0 }));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/Lessons are being prepared/)).toBeInTheDocument();
  });

  it('names free and unlocked courses, and sends a guest to log in and back', () => {
    const free = renderPanel(buildInfo({ is_premium: false, difficulty_level: 'beginner' }));
    expect(screen.getByText('Free course: open to everyone.')).toBeInTheDocument();
    free.unmount();
    const unlocked = renderPanel(buildInfo({ has_access: true, is_redeemed_by_user: true }));
    expect(screen.getByText('Unlocked: all lessons are open to you.')).toBeInTheDocument();
    unlocked.unmount();
    renderPanel(buildInfo());
    expect(screen.getByRole('link', { name: 'Log in to unlock' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fcourses%2F5',
    );
  });

  it('confirms with the balance before and after, and a double click unlocks once', async () => {
    signIn({ available_points: 100 });
    let release: () => void = () => {};
    const fetchMock = fakeApi({
      '/api/course/unlock': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              course_id: 5,
              is_redeemed_by_user: true,
              points_spent: 60,
              available_points: 40,
            });
        }),
    });
    renderPanel(buildInfo());
    fireEvent.click(screen.getByRole('button', { name: 'Unlock for 60 points' }));
    expect(screen.getByText('Your balance').nextElementSibling).toHaveTextContent('100 points');
    expect(screen.getByText('Balance after').nextElementSibling).toHaveTextContent('40 points');

    const confirm = screen.getByRole('button', { name: 'Unlock now' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    fireEvent.click(confirm);
    release();
    await waitFor(() => expect(storedPoints()).toBe(40));
    expect(callsTo(fetchMock, '/api/course/unlock')).toHaveLength(1);
  });

  it('shows the shortfall before any click, and the refusal when the server refuses', async () => {
    signIn({ available_points: 10 });
    const fetchMock = fakeApi({});
    const short = renderPanel(buildInfo());
    const button = screen.getByRole('button', { name: 'Unlock for 60 points' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Insufficient points, cannot view the course material. You have 10 points: 50 more to unlock this course. Earn points by signing in daily',
    );
    fireEvent.click(button);
    expect(callsTo(fetchMock, '/api/course/unlock')).toHaveLength(0);
    short.unmount();

    signIn({ available_points: 100 });
    fakeApi({
      '/api/course/unlock': () => {
        throw new FakeApiFailure(409, 'INSUFFICIENT_POINTS');
      },
    });
    renderPanel(buildInfo());
    fireEvent.click(screen.getByRole('button', { name: 'Unlock for 60 points' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlock now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Insufficient points, cannot view the course material.',
    );
  });
});
