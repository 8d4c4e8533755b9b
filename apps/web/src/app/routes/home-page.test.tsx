import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { truncate } from '../../features/home/components/featured-teachers';
import { initI18n } from '../../lib/i18n';
import { buildTeacher } from '../../test/factories';
import { FakeApiFailure, fakeApi, renderApp, signIn } from '../../test/render-app';
import { HomePage } from './home-page';

const longBio = `${'A'.repeat(59)}BCDEFG`;

const teacher = buildTeacher(1, {
  full_name: 'Lin Wei',
  full_name_zh: '林伟',
  bio: longBio,
  experience_years: 10,
  course_count: 2,
});

function fakeHome(banners: () => unknown) {
  return fakeApi({
    '/api/banner/lists': banners,
    '/api/activities/lists': () => ({ list: [], count: 0, page: 1, limit: 2 }),
    '/api/course/lists': () => ({ list: [], count: 0, page: 1, page_size: 6 }),
    '/api/teacher/featured': () => ({ list: [teacher] }),
    '/api/signin/status': () => ({
      signed_in_today: false,
      points: 10,
      day: '2026-11-12',
      streak: 0,
      month_days: [],
      makeup: { can_make_up: false, cost: 20, days: [], remaining: 3, monthly_limit: 3 },
    }),
  });
}

beforeAll(() => initI18n('en', ['home']));

describe('truncate', () => {
  it('cuts at a number of characters, Chinese included, and marks the cut', () => {
    expect(truncate('short', 60)).toBe('short');
    expect(truncate('投资'.repeat(40), 60)).toBe(`${'投资'.repeat(30)}…`);
  });
});

describe('HomePage', () => {
  it('falls back to three built-in slides when the banner call fails', async () => {
    fakeHome(() => {
      throw new FakeApiFailure(500, 'INTERNAL');
    });
    renderApp(<HomePage />);
    const carousel = await screen.findByRole('region', { name: 'Highlights' }, { timeout: 4000 });
    expect(within(carousel).getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);
    expect(within(carousel).getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('cuts featured teacher bios at 60 characters and keeps the sign-in slot for learners', async () => {
    fakeHome(() => ({ list: [] }));
    const { container, unmount } = renderApp(<HomePage />);
    expect(await screen.findByText(`${'A'.repeat(59)}B…`)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="daily-signin"]')).toBeNull();
    unmount();

    signIn();
    // A learner's panel loads its calendar lazily: the render waits inside act for it to arrive.
    const signedIn = await act(async () => renderApp(<HomePage />));
    await screen.findByText(`${'A'.repeat(59)}B…`);
    expect(signedIn.container.querySelector('[data-slot="daily-signin"]')).not.toBeNull();
  });
});
