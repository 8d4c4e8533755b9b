import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { callsTo, FakeApiFailure, fakeApi, renderApp, signIn } from '../../../test/render-app';
import { CourseLikeButton } from './course-like-button';

const renderButton = (isLiked = false) =>
  renderApp(<CourseLikeButton courseId={5} isLiked={isLiked} likesCount={3} />, {
    path: '/courses/5?from=home',
    route: '/courses/:courseId',
  });

beforeAll(() => initI18n('en', ['catalogue']));

describe('CourseLikeButton', () => {
  it('sends a guest to log in with the way back', () => {
    const fetchMock = fakeApi({});
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: /Like/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/auth/login?redirect=${encodeURIComponent('/courses/5?from=home')}`,
    );
    expect(callsTo(fetchMock, '/api/course/like')).toHaveLength(0);
  });

  it('is disabled while its call is in flight and explains a failure', async () => {
    signIn();
    let fail: () => void = () => {};
    const fetchMock = fakeApi({
      '/api/course/unlike': () =>
        new Promise((_, reject) => {
          fail = () => reject(new FakeApiFailure(500, 'INTERNAL'));
        }),
    });
    renderButton(true);
    const button = screen.getByRole('button', { name: /Liked/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not remove your like. Please try again.',
    );
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(fetchMock, '/api/course/unlike')).toHaveLength(1);
  });
});
