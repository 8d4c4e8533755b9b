import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { FakeApiFailure, fakeApi, renderApp } from '../../test/render-app';
import { ContentViewerPage } from './content-viewer-page';

const route = '/courses/:courseId/content/:contentId';

beforeAll(() => initI18n('en', ['learning']));

describe('ContentViewerPage', () => {
  it('says a missing lesson is not found, with the way back to its course', async () => {
    fakeApi({
      '/api/content/get': () => {
        throw new FakeApiFailure(404, 'NOT_FOUND');
      },
      '/api/content/list': () => ({ list: [], course_progress: null }),
    });
    renderApp(<ContentViewerPage />, { path: '/courses/1/content/9999', route });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Lesson not found');
    expect(screen.getByRole('link', { name: 'Back to course' })).toHaveAttribute(
      'href',
      '/courses/1',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers a retry when the lesson could not be loaded', async () => {
    fakeApi({
      '/api/content/get': () => {
        throw new FakeApiFailure(503, 'SERVICE_UNAVAILABLE');
      },
      '/api/content/list': () => ({ list: [], course_progress: null }),
    });
    renderApp(<ContentViewerPage />, { path: '/courses/1/content/2', route });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
