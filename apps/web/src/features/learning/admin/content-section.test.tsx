import type { AdminCourse } from '@academy/contracts/catalogue.admin';
import type { AdminContent } from '@academy/contracts/learning.admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { callsTo, fakeApi, renderApp, signIn } from '../../../test/render-app';
import { ContentSection } from './content-section';

beforeAll(() => initI18n('en', ['admin', 'fields']));

const course = (id: number, title: string) => ({ id, title, title_zh: null }) as AdminCourse;
const lesson = (id: number, title: string) =>
  ({ id, title, title_zh: null, type: 'text', duration: 10 }) as AdminContent;
const lessons: Record<string, AdminContent[]> = {
  '2': [lesson(21, 'Moats')],
  '3': [lesson(31, 'Calls and puts')],
};

function renderAt(path: string) {
  signIn();
  const fetchMock = fakeApi({
    '/api/admin/courses': () => ({
      list: [course(2, 'Value Investing'), course(3, 'Options Basics')],
      count: 2,
    }),
    '/api/admin/contents': (url) => ({ list: lessons[url.searchParams.get('course_id') ?? ''] }),
  });
  renderApp(
    <App>
      <ContentSection />
    </App>,
    { path, route: '/admin/content' },
  );
  return fetchMock;
}

const location = () => screen.getByTestId('location').textContent;

describe('ContentSection', () => {
  it('opens on the course the URL names, so a reload keeps it', async () => {
    const fetchMock = renderAt('/admin/content?course=2');
    expect(await screen.findByRole('cell', { name: 'Moats' })).toBeInTheDocument();
    expect(await screen.findByTitle('Value Investing')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, '/api/admin/contents').map((url) => url.searchParams.get('course_id')),
    ).toEqual(['2']);
  });

  it('writes the chosen course to the URL and shows its lessons', async () => {
    renderAt('/admin/content?keep=me');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Course' }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('Options Basics'));
    expect(location()).toBe('/admin/content?keep=me&course=3');
    expect(await screen.findByRole('cell', { name: 'Calls and puts' })).toBeInTheDocument();
  });

  it('ignores a course param that is not an id', async () => {
    const fetchMock = renderAt('/admin/content?course=2x');
    expect(await screen.findByText('Choose a course')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admin/contents')).toEqual([]);
    expect(within(document.body).queryByRole('table')).toBeNull();
  });

  it('asks for a title in one language, English or Chinese', async () => {
    renderAt('/admin/content?course=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give a title in English or in Chinese.')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Title（中文）'), {
      target: { value: '护城河' },
    });
    await vi.waitFor(() =>
      expect(within(dialog).queryByText('Give a title in English or in Chinese.')).toBeNull(),
    );
  });
});
