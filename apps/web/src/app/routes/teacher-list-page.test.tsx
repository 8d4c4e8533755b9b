import type { TeacherListItem } from '@academy/contracts/teachers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { buildTeacher } from '../../test/factories';
import { callsTo, FakeApiFailure, fakeApi, renderApp, signIn } from '../../test/render-app';
import { TeacherListPage } from './teacher-list-page';

function fakeDirectory(total: number, teachers: TeacherListItem[], like?: () => unknown) {
  return fakeApi({
    '/api/teacher/list': (url) => ({
      list: teachers,
      count: total,
      page: Number(url.searchParams.get('page')),
      page_size: 12,
    }),
    '/api/teacher/like':
      like ?? (() => ({ teacher_id: 1, is_liked_by_user: true, likes_count: 6 })),
  });
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

beforeAll(() => initI18n('en', ['teachers']));

describe('TeacherListPage', () => {
  it('reads sort, search and page from the URL, and pages only when there is more than one', async () => {
    const fetchMock = fakeDirectory(30, [buildTeacher(1)]);
    const many = renderApp(<TeacherListPage />, { path: '/teachers?sort=name&search=lin&page=2' });
    await screen.findByRole('heading', { name: 'Teacher 1' });
    expect(
      Object.fromEntries(callsTo(fetchMock, '/api/teacher/list')[0]?.searchParams ?? []),
    ).toEqual({
      sort: 'name',
      search: 'lin',
      page: '2',
      page_size: '12',
    });
    expect(screen.getByLabelText('Sort by')).toHaveValue('name');
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/teachers?sort=name&search=lin&page=3',
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'courses' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/teachers?search=lin&sort=courses');
    many.unmount();

    fakeDirectory(1, [buildTeacher(1)]);
    renderApp(<TeacherListPage />, { path: '/teachers' });
    await screen.findByRole('heading', { name: 'Teacher 1' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('folds bios longer than 150 characters behind Show more', async () => {
    const longBio = `${'x'.repeat(150)}TAIL`;
    fakeDirectory(2, [
      buildTeacher(1, { bio: longBio }),
      buildTeacher(2, { bio: 'y'.repeat(150) }),
    ]);
    renderApp(<TeacherListPage />, { path: '/teachers' });
    await screen.findByRole('heading', { name: 'Teacher 1' });
    expect(within(card('Teacher 2')).queryByRole('button', { name: 'Show more' })).toBeNull();
    const more = within(card('Teacher 1')).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(card('Teacher 1')).queryByText(longBio)).toBeNull();
    fireEvent.click(more);
    expect(within(card('Teacher 1')).getByText(longBio)).toBeInTheDocument();
    expect(within(card('Teacher 1')).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows no like button to guests; a learner’s like flips on success after a 500 ms lock', async () => {
    fakeDirectory(1, [buildTeacher(1)]);
    const guest = renderApp(<TeacherListPage />, { path: '/teachers' });
    await screen.findByRole('heading', { name: 'Teacher 1' });
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    guest.unmount();

    signIn();
    fakeDirectory(1, [buildTeacher(1)]);
    renderApp(<TeacherListPage />, { path: '/teachers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(screen.getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(await screen.findByText('♥ 6 likes')).toBeInTheDocument();
    const unlike = screen.getByRole('button', { name: 'Unlike' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(unlike).toBeEnabled());
  });

  it('keeps the like as it was and says so when the call fails', async () => {
    signIn();
    fakeDirectory(1, [buildTeacher(1)], () => {
      throw new FakeApiFailure(500, 'INTERNAL');
    });
    renderApp(<TeacherListPage />, { path: '/teachers' });
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not like this teacher. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('♥ 5 likes')).toBeInTheDocument();
  });
});
