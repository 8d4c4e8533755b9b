import type { Reward } from '@academy/contracts/rewards';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { fakeApi, renderApp, signIn } from '../../test/render-app';
import { RewardSubmitPage } from './reward-submit-page';

const reward = (overrides: Partial<Reward> = {}): Reward => ({
  reward_id: 3,
  reward_category_id: 2,
  title: 'Desk calendar',
  title_zh: '台历',
  description: 'A calendar',
  description_zh: null,
  image_url: null,
  points_required: 100,
  available_stock: 5,
  course_id: null,
  ...overrides,
});

const route = '/rewards/submit/:rewardId';

beforeAll(() => initI18n('en', ['rewards', 'fields']));

describe('RewardSubmitPage', () => {
  it('shows the shipping form while the reward is in stock', async () => {
    signIn({ available_points: 500 });
    fakeApi({ '/api/reward/get': () => reward() });
    renderApp(<RewardSubmitPage />, { path: '/rewards/submit/3', route });
    expect(await screen.findByRole('heading', { name: 'Desk calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /redeem/i })).toBeInTheDocument();
  });

  it('offers other rewards instead of a form once the reward is out of stock', async () => {
    signIn({ available_points: 500 });
    fakeApi({ '/api/reward/get': () => reward({ available_stock: 0 }) });
    renderApp(<RewardSubmitPage />, { path: '/rewards/submit/3', route });
    expect(await screen.findByText(/out of stock for now/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse other rewards' })).toHaveAttribute(
      'href',
      '/rewards',
    );
  });
});
