import type { CourseListItem } from '@academy/contracts/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { callsTo, FakeApiFailure, fakeApi, renderApp } from '../../test/render-app';
import { CourseListPage } from './course-list-page';

const buildCourse = (id: number): CourseListItem => ({
  course_id: id,
  title: `Course ${id}`,
  title_zh: `课程${id}`,
  description: '',
  description_zh: null,
  short_description: '',
  short_description_zh: null,
  difficulty_level: 'beginner',
  points_reward: 0,
  points_required: 0,
  price: 10,
  is_featured: false,
  is_free: true,
  likes_count: 3,
  reviews_count: 0,
  average_rating: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  teacher_id: null,
  teacher_name: null,
  teacher_name_zh: null,
  teacher_avatar: null,
  thumbnail: '/media/thumb.jpg',
  is_read_by_user: false,
  is_liked_by_user: false,
  is_redeemed_by_user: false,
});

/** A catalogue of 35 courses, paged by the query like the server does. */
function fakeCatalogue() {
  return fakeApi({
    '/api/course/lists': (url) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const all = Array.from({ length: 35 }, (_, index) => buildCourse(index + 1));
      return { list: all.slice((page - 1) * size, page * size), count: 35, page, page_size: size };
    },
  });
}

const location = () => screen.getByTestId('location').textContent;

beforeAll(() => initI18n('en', ['catalogue']));

describe('CourseListPage', () => {
  it('asks the server for the page and filters in the URL, twelve at a time, a number the grid divides', async () => {
    const fetchMock = fakeCatalogue();
    renderApp(<CourseListPage />, {
      path: '/courses?level=advanced&search=%E6%9C%9F%E6%9D%83&sort=popular&page=2',
    });
    expect(await screen.findByRole('heading', { name: 'Course 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const [call] = callsTo(fetchMock, '/api/course/lists');
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      level: 'advanced',
      search: '期权',
      sort: 'popular',
      page: '2',
      page_size: '12',
    });
    expect(screen.getByLabelText('Level')).toHaveValue('advanced');
    expect(screen.getByRole('searchbox')).toHaveValue('期权');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes every change to the URL, and a filter change starts again at page 1', async () => {
    fakeCatalogue();
    renderApp(<CourseListPage />, { path: '/courses?page=3' });
    await screen.findByRole('heading', { name: 'Course 25' });

    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'beginner' } });
    expect(location()).toBe('/courses?level=beginner');

    fireEvent.click(await screen.findByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/courses?level=beginner&page=3');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'popular' } });
    expect(location()).toBe('/courses?level=beginner&sort=popular');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' 期权 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe(
      `/courses?level=beginner&search=${encodeURIComponent('期权')}&sort=popular`,
    );

    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/courses');
  });

  it('says so when nothing matches, and offers a retry when the call fails', async () => {
    let isFailing = true;
    fakeApi({
      '/api/course/lists': () => {
        if (isFailing) throw new FakeApiFailure(500, 'INTERNAL');
        return { list: [], count: 0, page: 1, page_size: 10 };
      },
    });
    renderApp(<CourseListPage />, { path: '/courses?search=zzz' });
    expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeVisible();
    isFailing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No courses match these filters.')).toBeVisible());
  });

  it('offers the last page for a page past the end of the list', async () => {
    fakeCatalogue();
    renderApp(<CourseListPage />, { path: '/courses?page=99' });
    expect(
      await screen.findByText('There is no page 99: the list ends at page 3.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(location()).toBe('/courses?page=3');
    expect(await screen.findByRole('heading', { name: 'Course 25' })).toBeInTheDocument();
  });
});
